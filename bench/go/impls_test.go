package bench

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/bytedance/sonic"
	gojson "github.com/goccy/go-json"
	"github.com/mailru/easyjson"

	"jsongen.bench/build/easy"
	"jsongen.bench/build/ours"
	"jsongen.bench/model"
	"jsongen.bench/oursapi"
)

// impl is one library's decoder and encoder for one corpus.
type impl struct {
	name   string
	decode func([]byte) (any, error)
	encode func(any) ([]byte, error)
}

type corpus struct {
	name  string
	impls []impl
}

// peer wraps a reflection-driven Unmarshal/Marshal pair for the root type T.
func peer[T any](name string, unmarshal func([]byte, any) error, marshal func(any) ([]byte, error)) impl {
	return impl{
		name: name,
		decode: func(data []byte) (any, error) {
			v := new(T)
			err := unmarshal(data, v)
			return v, err
		},
		encode: marshal,
	}
}

type easyCodec[T any] interface {
	*T
	easyjson.Marshaler
	easyjson.Unmarshaler
}

func easyPeer[T any, PT easyCodec[T]]() impl {
	return impl{
		name: "easyjson",
		decode: func(data []byte) (any, error) {
			v := PT(new(T))
			err := easyjson.Unmarshal(data, v)
			return v, err
		},
		encode: func(v any) ([]byte, error) { return easyjson.Marshal(v.(PT)) },
	}
}

// extraPeers holds peers registered by build-tagged files (encoding/json/v2).
var extraPeers = map[string][]impl{}

func peersOf[T any, E any, PE easyCodec[E]](name string) []impl {
	all := []impl{
		peer[T]("json_v1", json.Unmarshal, json.Marshal),
		easyPeer[E, PE](),
		peer[T]("goccy", gojson.Unmarshal, gojson.Marshal),
		peer[T]("sonic", sonic.ConfigDefault.Unmarshal, sonic.ConfigDefault.Marshal),
	}
	return append(all, extraPeers[name]...)
}

func withOurs(name string, peers []impl) []impl {
	var all []impl
	for _, n := range ours.Codecs[name] {
		all = append(all, fromCodec(n))
	}
	return append(all, peers...)
}

func fromCodec(n oursapi.Named) impl {
	return impl{name: n.Impl, decode: n.Codec.Decode, encode: n.Codec.Encode}
}

func corpora() []corpus {
	return []corpus{
		{"twitter", withOurs("twitter", peersOf[model.Twitter, easy.Twitter]("twitter"))},
		{"citm_catalog", withOurs("citm_catalog", peersOf[model.Citm, easy.Citm]("citm_catalog"))},
		{"canada", withOurs("canada", peersOf[model.Canada, easy.Canada]("canada"))},
	}
}

func readCorpus(tb testing.TB, name string) []byte {
	dir := os.Getenv("JSONGEN_CORPUS_DIR")
	if dir == "" {
		tb.Fatal("JSONGEN_CORPUS_DIR is not set (bench/run.sh sets it)")
	}
	data, err := os.ReadFile(filepath.Join(dir, name+".json"))
	if err != nil {
		tb.Fatal(err)
	}
	return data
}
