// Package oursapi adapts jsongen's generated Go types to the benchmark's codec shape.
package oursapi

// Codec decodes a document into a fresh value and encodes such a value.
type Codec struct {
	Decode func([]byte) (any, error)
	Encode func(any) ([]byte, error)
}

// Generated is what jsongen's Go target emits for a root type T: MarshalJSON (a value
// method, so also *T's) and UnmarshalJSON (a pointer method).
type Generated[T any] interface {
	*T
	MarshalJSON() ([]byte, error)
	UnmarshalJSON([]byte) error
}

// CodecOf builds a Codec from a generated root type.
func CodecOf[T any, PT Generated[T]]() Codec {
	return Codec{
		Decode: func(data []byte) (any, error) {
			v := PT(new(T))
			err := v.UnmarshalJSON(data)
			return v, err
		},
		Encode: func(v any) ([]byte, error) { return v.(PT).MarshalJSON() },
	}
}

// Named is a codec and the implementation name it is reported under (one per schema set).
type Named struct {
	Impl  string
	Codec Codec
}
