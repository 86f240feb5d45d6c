package jsongenruntime

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// The shared conformance vectors of the schema-check interpreter, written by
// scripts/schema-program-vectors.ts from the reference interpreter: every port must give each
// vector's verdict and, for an invalid value, the same schema and instance pointers.
// JSONGEN_SCHEMA_VECTORS names another file of the same form (the program fuzzer's).
func schemaVectorsFile() string {
	if path := os.Getenv("JSONGEN_SCHEMA_VECTORS"); path != "" {
		return path
	}
	return filepath.Join("..", "..", "..", "test", "data", "schema-program-vectors.json")
}

type schemaOpJSON struct {
	Op        string            `json:"op"`
	At        string            `json:"at"`
	Types     int               `json:"types"`
	Keys      []string          `json:"keys"`
	Value     string            `json:"value"`
	Lower     bool              `json:"lower"`
	Exclusive bool              `json:"exclusive"`
	N         int               `json:"n"`
	Regex     int               `json:"regex"`
	Format    string            `json:"format"`
	Prefix    []int             `json:"prefix"`
	Rest      int               `json:"rest"`
	RestAt    string            `json:"restAt"`
	Node      int               `json:"node"`
	Min       int               `json:"min"`
	Max       int               `json:"max"`
	MinAt     string            `json:"minAt"`
	MaxAt     string            `json:"maxAt"`
	Annotates bool              `json:"annotates"`
	Names     []string          `json:"names"`
	Entries   []json.RawMessage `json:"entries"`
	Patterns  []int             `json:"patterns"`
	Nodes     []int             `json:"nodes"`
	Cond      int               `json:"cond"`
	Then      int               `json:"then"`
	Else      int               `json:"else"`
	ThenAt    string            `json:"thenAt"`
	ElseAt    string            `json:"elseAt"`
	Anchor    *string           `json:"anchor"`
}

type schemaProgramJSON struct {
	Version int `json:"version"`
	Root    int `json:"root"`
	Nodes   []struct {
		Resource int            `json:"resource"`
		Ops      []schemaOpJSON `json:"ops"`
	} `json:"nodes"`
	Regexes []struct {
		Code    []int32   `json:"code"`
		Classes [][]int32 `json:"classes"`
		Slots   int       `json:"slots"`
		Memo    bool      `json:"memo"`
	} `json:"regexes"`
	Resources [][][2]json.RawMessage `json:"resources"`
}

type schemaVectors struct {
	Version    int `json:"version"`
	DepthLimit int `json:"depthLimit"`
	Programs   []struct {
		Group   string            `json:"group"`
		Program schemaProgramJSON `json:"program"`
		Vectors [][]any           `json:"vectors"`
	} `json:"programs"`
}

var schemaOpCodes = map[string]uint8{
	"false": schemaOpFalse, "type": schemaOpType, "enum": schemaOpEnum, "bound": schemaOpBound,
	"multipleOf": schemaOpMultipleOf, "minLength": schemaOpMinLength, "maxLength": schemaOpMaxLength,
	"minItems": schemaOpMinItems, "maxItems": schemaOpMaxItems, "minProperties": schemaOpMinProperties,
	"maxProperties": schemaOpMaxProperties, "pattern": schemaOpPattern, "format": schemaOpFormat,
	"uniqueItems": schemaOpUniqueItems, "items": schemaOpItems, "contains": schemaOpContains,
	"required": schemaOpRequired, "properties": schemaOpProperties, "patternProperties": schemaOpPatternProperties,
	"additionalProperties": schemaOpAdditionalProperties, "dependentRequired": schemaOpDependentRequired,
	"dependentSchemas": schemaOpDependentSchemas, "propertyNames": schemaOpPropertyNames,
	"allOf": schemaOpAllOf, "anyOf": schemaOpAnyOf, "oneOf": schemaOpOneOf, "not": schemaOpNot, "if": schemaOpIf,
	"ref": schemaOpRef, "dynamicRef": schemaOpDynamicRef, "unevaluatedItems": schemaOpUnevaluatedItems,
	"unevaluatedProperties": schemaOpUnevaluatedProperties,
}

func schemaEntryOf(t *testing.T, raw json.RawMessage) schemaEntry {
	var pair [2]json.RawMessage
	if err := json.Unmarshal(raw, &pair); err != nil {
		t.Fatalf("entry %s: %v", raw, err)
	}
	var e schemaEntry
	var first any
	_ = json.Unmarshal(pair[0], &first)
	switch f := first.(type) {
	case string:
		e.name = f
	case float64:
		e.regex = int(f)
	}
	if json.Unmarshal(pair[1], &e.node) != nil {
		_ = json.Unmarshal(pair[1], &e.names)
	}
	return e
}

// schemaProgramOf builds the program the generated code would hold from its JSON form.
func schemaProgramOf(t *testing.T, pj schemaProgramJSON) *schemaProgram {
	p := &schemaProgram{root: pj.Root}
	for _, r := range pj.Regexes {
		p.regexes = append(p.regexes, &regexProgram{code: r.Code, classes: r.Classes, slots: r.Slots, memo: r.Memo})
	}
	for _, res := range pj.Resources {
		var anchors []schemaAnchor
		for _, a := range res {
			var an schemaAnchor
			_ = json.Unmarshal(a[0], &an.name)
			_ = json.Unmarshal(a[1], &an.node)
			anchors = append(anchors, an)
		}
		p.resources = append(p.resources, anchors)
	}
	for _, nj := range pj.Nodes {
		node := schemaNode{resource: nj.Resource}
		for _, o := range nj.Ops {
			code, ok := schemaOpCodes[o.Op]
			if !ok {
				t.Fatalf("unknown operation %q", o.Op)
			}
			op := schemaOp{op: code, at: o.At, names: o.Names, nodes: o.Nodes, patterns: o.Patterns, text: o.Value, n: o.N}
			for _, e := range o.Entries {
				op.entries = append(op.entries, schemaEntryOf(t, e))
			}
			switch code {
			case schemaOpType:
				op.n = o.Types
			case schemaOpEnum:
				op.names = o.Keys
			case schemaOpBound:
				if o.Lower {
					op.flags |= schemaFlagLower
				}
				if o.Exclusive {
					op.flags |= schemaFlagExclusive
				}
			case schemaOpPattern:
				op.n = o.Regex
			case schemaOpFormat:
				op.text = o.Format
			case schemaOpItems:
				op.nodes, op.m, op.at2 = o.Prefix, o.Rest, o.RestAt
			case schemaOpContains:
				op.n, op.k, op.m, op.at2, op.at3 = o.Node, o.Min, o.Max, o.MinAt, o.MaxAt
				if o.Annotates {
					op.flags |= schemaFlagAnnotates
				}
			case schemaOpIf:
				op.n, op.m, op.k, op.at2, op.at3 = o.Cond, o.Then, o.Else, o.ThenAt, o.ElseAt
			case schemaOpDynamicRef:
				op.n = o.Node
				if o.Anchor != nil {
					op.flags |= schemaFlagDynamic
					op.text = *o.Anchor
				}
			case schemaOpAdditionalProperties, schemaOpPropertyNames, schemaOpNot, schemaOpRef,
				schemaOpUnevaluatedItems, schemaOpUnevaluatedProperties:
				op.n = o.Node
			}
			node.ops = append(node.ops, op)
		}
		p.nodes = append(p.nodes, node)
	}
	return p
}

func TestSchemaVectors(t *testing.T) {
	data, err := os.ReadFile(schemaVectorsFile())
	if err != nil {
		t.Fatalf("reading the shared vectors: %v", err)
	}
	var vs schemaVectors
	if err := json.Unmarshal(data, &vs); err != nil {
		t.Fatalf("parsing %s: %v", schemaVectorsFile(), err)
	}
	if vs.Version != 1 || vs.DepthLimit != schemaDepthLimit || len(vs.Programs) == 0 {
		t.Fatalf("unexpected vectors file: version %d, depth limit %d, %d programs", vs.Version, vs.DepthLimit, len(vs.Programs))
	}
	count := 0
	for _, pv := range vs.Programs {
		p := schemaProgramOf(t, pv.Program)
		for _, vec := range pv.Vectors {
			input, _ := vec[0].(string)
			valid, _ := vec[1].(bool)
			got := runSchema(p, []byte(input))
			switch {
			case valid && got != nil:
				t.Errorf("%s %s: rejected at %q (%q), the reference accepts", pv.Group, input, got.schema, got.instance)
			case !valid && got == nil:
				t.Errorf("%s %s: accepted, the reference rejects at %v", pv.Group, input, vec[2])
			case !valid && (got.schema != vec[2] || got.instance != vec[3]):
				t.Errorf("%s %s: rejected at %q (%q), the reference at %q (%q)", pv.Group, input, got.schema, got.instance, vec[2], vec[3])
			}
			count++
		}
	}
	if count < 4000 {
		t.Fatalf("only %d vectors", count)
	}
}

func TestSchemaDepthLimitFailsInsteadOfOverflowing(t *testing.T) {
	// A node whose only operation refers to itself consumes no input: the limit ends it.
	p := &schemaProgram{root: 0, nodes: []schemaNode{{resource: -1, ops: []schemaOp{{op: schemaOpRef, at: "/$ref", n: 0}}}}}
	got := runSchema(p, []byte(`1`))
	if got == nil || got.schema != "/$ref" || got.instance != "" {
		t.Fatalf("a reference cycle gave %v", got)
	}
}

func TestSchemaBadNodeFails(t *testing.T) {
	p := &schemaProgram{root: 3}
	if runSchema(p, []byte(`{}`)) == nil {
		t.Fatal("a program without its root node accepted a value")
	}
}
