// Package interop drives generated types through encoding/json and net/http the way programs
// use them: values, pointers, interfaces, slices, maps, structs holding or embedding a type,
// json.Unmarshal and json.Decoder, an HTTP handler that writes values and a client that reads
// them, and the struct tags tools read.
package interop

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"unicode"

	color "jsongenharness/cases/c_enum_root"
	names "jsongenharness/cases/c_names_unusual"
	nullable "jsongenharness/cases/c_presence_nullable"
	pets "jsongenharness/cases/c_union_discriminator"
)

// htmlEscaped is what json.Marshal makes of a Marshaler's output: encoding/json compacts it and
// escapes <, >, &, U+2028 and U+2029 (json.Encoder.SetEscapeHTML(false) keeps the bytes).
func htmlEscaped(b []byte) string {
	var buf bytes.Buffer
	json.HTMLEscape(&buf, b)
	return buf.String()
}

func marshal(t *testing.T, what string, v any) string {
	t.Helper()
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%s: json.Marshal: %v", what, err)
	}
	return string(out)
}

func expect(t *testing.T, what, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("%s:\n got  %s\n want %s", what, got, want)
	}
}

type holder[T any] struct {
	P T  `json:"p"`
	Q *T `json:"q"`
}

// Structs embedding a generated type, by value and by pointer: the embedded MarshalJSON is
// promoted, so encoding/json writes the embedded value's encoding.
type (
	embedsNullables        struct{ nullable.Nullables }
	embedsNullablesPointer struct{ *nullable.Nullables }
	embedsPoint            struct{ nullable.Point }
	embedsPointPointer     struct{ *nullable.Point }
	embedsShelter          struct{ pets.Shelter }
	embedsShelterPointer   struct{ *pets.Shelter }
	embedsPet              struct{ pets.Pet }
	embedsPetPointer       struct{ *pets.Pet }
	embedsColor            struct{ color.Color }
	embedsColorPointer     struct{ *color.Color }
)

// forms decodes doc into a T through json.Unmarshal, checks that the generated encoder wrote
// want, then that every way encoding/json reaches a T uses that encoder.
func forms[T interface{ MarshalJSON() ([]byte, error) }](t *testing.T, doc, want string, embed func(*T) (any, any)) {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(doc), &v); err != nil {
		t.Fatalf("json.Unmarshal(%s): %v", doc, err)
	}
	own, err := v.MarshalJSON()
	if err != nil || string(own) != want {
		t.Fatalf("MarshalJSON gave %s, %v; want %s", own, err, want)
	}
	w := htmlEscaped(own)
	expect(t, "value", marshal(t, "value", v), w)
	expect(t, "pointer", marshal(t, "pointer", &v), w)
	expect(t, "any", marshal(t, "any", any(v)), w)
	expect(t, "slice of values", marshal(t, "slice", []T{v, v}), "["+w+","+w+"]")
	expect(t, "array of values", marshal(t, "array", [1]T{v}), "["+w+"]")
	expect(t, "map of values", marshal(t, "map", map[string]T{"b": v, "a": v}), `{"a":`+w+`,"b":`+w+`}`)
	expect(t, "map of interfaces", marshal(t, "map any", map[string]any{"k": v}), `{"k":`+w+`}`)
	expect(t, "struct holding", marshal(t, "holder", holder[T]{P: v, Q: &v}), `{"p":`+w+`,"q":`+w+`}`)
	byValue, byPointer := embed(&v)
	expect(t, "struct embedding", marshal(t, "embeds", byValue), w)
	expect(t, "struct embedding a pointer", marshal(t, "embeds pointer", byPointer), w)

	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	expect(t, "json.Encoder without HTML escaping", buf.String(), want+"\n")

	var back T
	if err := json.NewDecoder(strings.NewReader(w + "\n" + w)).Decode(&back); err != nil {
		t.Fatalf("json.Decoder: %v", err)
	}
	again, err := back.MarshalJSON()
	if err != nil || string(again) != want {
		t.Fatalf("decoded through json.Decoder, MarshalJSON gave %s, %v", again, err)
	}
	var h holder[T]
	if err := json.Unmarshal([]byte(`{"p":`+doc+`,"q":`+doc+`}`), &h); err != nil {
		t.Fatalf("json.Unmarshal into a struct holding the type: %v", err)
	}
	if out, _ := h.P.MarshalJSON(); string(out) != want {
		t.Fatalf("field decoded to %s", out)
	}
}

func TestEncodingJSONForms(t *testing.T) {
	nullables := func(v *nullable.Nullables) (any, any) { return embedsNullables{*v}, embedsNullablesPointer{v} }
	forms(t, `{"a":"x<y & z","b":null,"c":{"x":1,"y":2}}`, `{"a":"x<y & z","b":null,"c":{"x":1,"y":2}}`, nullables)
	forms(t, `{ "c" : null, "a" : null }`, `{"a":null,"c":null}`, nullables)
	forms(t, `{"y":-2,"x":1}`, `{"x":1,"y":-2}`, func(v *nullable.Point) (any, any) { return embedsPoint{*v}, embedsPointPointer{v} })
	forms(t, `{"pets":[{"lives":9,"type":"cat"},{"type":"dog","goodBoy":true}]}`, `{"pets":[{"type":"cat","lives":9},{"type":"dog","goodBoy":true}]}`,
		func(v *pets.Shelter) (any, any) { return embedsShelter{*v}, embedsShelterPointer{v} })
	forms(t, `{"type":"dog","goodBoy":false}`, `{"type":"dog","goodBoy":false}`, func(v *pets.Pet) (any, any) { return embedsPet{*v}, embedsPetPointer{v} })
	forms(t, `"red"`, `"red"`, func(v *color.Color) (any, any) { return embedsColor{*v}, embedsColorPointer{v} })
}

// A value that cannot be encoded makes json.Marshal fail with the generated *EncodeError.
func TestEncodeErrorThroughEncodingJSON(t *testing.T) {
	_, err := json.Marshal(map[string]color.Color{"k": "not a color"})
	var ee *color.EncodeError
	if !errors.As(err, &ee) {
		t.Fatalf("json.Marshal of an unknown enum value: %v", err)
	}
}

// Schema errors come from the generated decoder (errors.As finds its *DecodeError, with the
// offset and pointer inside the value it was given); syntax errors are found by encoding/json's
// own scan of the input before any UnmarshalJSON runs.
func TestDecodeErrorsThroughEncodingJSON(t *testing.T) {
	var v nullable.Nullables
	err := json.Unmarshal([]byte(`{"a":"s","b":"x"}`), &v)
	var de *nullable.DecodeError
	if !errors.As(err, &de) || de.Pointer != "/b" || de.Offset != 13 {
		t.Fatalf("json.Unmarshal: %#v", err)
	}
	var h holder[nullable.Nullables]
	err = json.NewDecoder(strings.NewReader(`{"p":{"a":"s","c":{"x":1}}}`)).Decode(&h)
	if !errors.As(err, &de) || de.Pointer != "/c" || de.Offset != 19 {
		t.Fatalf("json.Decoder into a struct holding the type: %#v", err)
	}
	var p pets.Pet
	err = json.Unmarshal([]byte(`{"type":"fish"}`), &p)
	var pe *pets.DecodeError
	if !errors.As(err, &pe) {
		t.Fatalf("json.Unmarshal of an unknown tag: %#v", err)
	}
	err = json.Unmarshal([]byte(`{"a":"s",}`), &v)
	var se *json.SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("a syntax error through json.Unmarshal: %#v", err)
	}
}

// writeJSON writes v as gin's c.JSON and echo's c.JSON do: json.Marshal, a content type, a status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

type reply struct {
	Shelter pets.Shelter             `json:"shelter"`
	First   pets.Pet                 `json:"first"`
	ByName  map[string]pets.Pet      `json:"byName"`
	Point   nullable.Point           `json:"point"`
	Maybe   *nullable.Point          `json:"maybe"`
	Problem map[string]any           `json:"problem,omitempty"`
	Colors  map[string]color.Color   `json:"colors"`
	Holders []holder[nullable.Point] `json:"holders"`
}

func TestHTTPHandlerAndClient(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var in pets.Shelter
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
			var de *pets.DecodeError
			if errors.As(err, &de) {
				writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"pointer": de.Pointer, "offset": de.Offset})
				return
			}
			writeJSON(w, http.StatusBadRequest, map[string]any{"error": err.Error()})
			return
		}
		first := in.Pets[0]
		pt := nullable.Point{X: 3, Y: 4}
		writeJSON(w, http.StatusOK, reply{
			Shelter: in, First: first, ByName: map[string]pets.Pet{"first": first}, Point: pt, Maybe: &pt,
			Colors: map[string]color.Color{"c": "red"}, Holders: []holder[nullable.Point]{{P: pt, Q: &pt}},
		})
	}))
	defer srv.Close()

	post := func(body string) (int, []byte) {
		resp, err := http.Post(srv.URL, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		out, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, out
	}

	status, body := post(`{"pets":[{"type":"dog","goodBoy":true},{"type":"cat","lives":7,"name":"Tom"}]}`)
	pet := `{"type":"dog","goodBoy":true}`
	shelter := `{"pets":[` + pet + `,{"type":"cat","lives":7,"name":"Tom"}]}`
	point := `{"x":3,"y":4}`
	want := `{"shelter":` + shelter + `,"first":` + pet + `,"byName":{"first":` + pet + `},"point":` + point +
		`,"maybe":` + point + `,"colors":{"c":"red"},"holders":[{"p":` + point + `,"q":` + point + `}]}`
	if status != http.StatusOK || string(body) != want {
		t.Fatalf("status %d, body %s\nwant %s", status, body, want)
	}
	var got reply
	if err := json.NewDecoder(bytes.NewReader(body)).Decode(&got); err != nil {
		t.Fatal(err)
	}
	again, err := json.Marshal(got)
	if err != nil || string(again) != want {
		t.Fatalf("the client's reply re-encodes to %s, %v", again, err)
	}
	if c, ok := got.First.Value.(*pets.Dog); !ok || !c.GoodBoy {
		t.Fatalf("first pet decoded as %#v", got.First.Value)
	}

	status, body = post(`{"pets":[{"type":"dog","goodBoy":1}]}`)
	if status != http.StatusUnprocessableEntity || !strings.Contains(string(body), `"pointer":"/pets/0/goodBoy"`) {
		t.Fatalf("an invalid request: status %d, body %s", status, body)
	}
}

// tagName is encoding/json's rule for a name a tag can carry (isValidTag in encode.go).
func tagName(key string) bool {
	if key == "" {
		return false
	}
	for _, c := range key {
		if !strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c) && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}

// Struct tags name each member's wire key wherever encoding/json's rules can express it; a
// reflection-based encoder reading only the tags (a twin struct with the same fields and tags)
// then writes the same keys as the generated encoder.
func TestTagsNameWireKeys(t *testing.T) {
	typ := reflect.TypeOf(names.WeirdNames{})
	var twinFields []reflect.StructField
	twin := map[string]any{}
	var v names.WeirdNames
	rv := reflect.ValueOf(&v).Elem()
	for i := range typ.NumField() {
		f := typ.Field(i)
		// The key this field is written under, found by encoding a value with only it present.
		var one names.WeirdNames
		opt := reflect.ValueOf(&one).Elem().Field(i)
		opt.FieldByName("Set").SetBool(true)
		out, err := one.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(out, &m); err != nil || len(m) != 1 {
			t.Fatalf("%s encodes as %s", f.Name, out)
		}
		var key string
		for k := range m {
			key = k
		}
		tag, hasTag := f.Tag.Lookup("json")
		name, opts, _ := strings.Cut(tag, ",")
		switch {
		case !hasTag:
			t.Errorf("%s (key %q) has no json tag", f.Name, key)
		case opts != "omitempty":
			t.Errorf("%s: an optional member's tag %q lacks omitempty", f.Name, tag)
		case tagName(key) && name != key:
			t.Errorf("%s: tag %q, key %q", f.Name, tag, key)
		case !tagName(key) && name != "":
			t.Errorf("%s: tag %q names key %q, which encoding/json cannot read from a tag", f.Name, tag, key)
		}
		val := opt.FieldByName("Value")
		rv.Field(i).Set(opt)
		twinFields = append(twinFields, reflect.StructField{Name: f.Name, Type: val.Type(), Tag: f.Tag})
		if tagName(key) {
			twin[key] = true
		} else {
			twin[f.Name] = true
		}
	}
	tv := reflect.New(reflect.StructOf(twinFields)).Elem()
	for i := range tv.NumField() {
		tv.Field(i).Set(rv.Field(i).FieldByName("Value"))
		if tv.Field(i).IsZero() {
			// omitempty would drop a zero value: give each a non-zero one, in both structs.
			switch tv.Field(i).Kind() {
			case reflect.String:
				tv.Field(i).SetString("v")
			case reflect.Int64:
				tv.Field(i).SetInt(1)
			case reflect.Bool:
				tv.Field(i).SetBool(true)
			default:
				t.Fatalf("field %d: %v", i, tv.Field(i).Kind())
			}
			rv.Field(i).FieldByName("Value").Set(tv.Field(i))
		}
	}
	viaTags, err := json.Marshal(tv.Interface())
	if err != nil {
		t.Fatal(err)
	}
	var tagKeys map[string]json.RawMessage
	if err := json.Unmarshal(viaTags, &tagKeys); err != nil {
		t.Fatal(err)
	}
	if len(tagKeys) != len(twin) {
		t.Fatalf("the tags give keys %s, want %v", viaTags, twin)
	}
	for k := range twin {
		if _, ok := tagKeys[k]; !ok {
			t.Errorf("the tags give no key %q: %s", k, viaTags)
		}
	}
	// And the generated encoder writes the same values under the wire keys.
	ours, err := v.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var ourKeys map[string]json.RawMessage
	if err := json.Unmarshal(ours, &ourKeys); err != nil {
		t.Fatal(err)
	}
	for k, raw := range tagKeys {
		if _, named := ourKeys[k]; !named {
			continue // a field named after its Go name: its key cannot be written in a tag
		}
		if !bytes.Equal(ourKeys[k], raw) {
			t.Errorf("key %q: tags give %s, the encoder %s", k, raw, ourKeys[k])
		}
	}
	if t.Failed() {
		t.Logf("the generated encoder wrote %s", ours)
	}
}
