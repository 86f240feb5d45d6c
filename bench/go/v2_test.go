//go:build goexperiment.jsonv2

package bench

import (
	jsonv2 "encoding/json/v2"

	"jsongen.bench/model"
)

func marshalV2(v any) ([]byte, error)      { return jsonv2.Marshal(v) }
func unmarshalV2(data []byte, v any) error { return jsonv2.Unmarshal(data, v) }

func init() {
	extraPeers["twitter"] = []impl{peer[model.Twitter]("json_v2", unmarshalV2, marshalV2)}
	extraPeers["citm_catalog"] = []impl{peer[model.Citm]("json_v2", unmarshalV2, marshalV2)}
	extraPeers["canada"] = []impl{peer[model.Canada]("json_v2", unmarshalV2, marshalV2)}
}
