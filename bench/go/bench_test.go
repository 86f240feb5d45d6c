package bench

import "testing"

func BenchmarkDecode(b *testing.B) {
	for _, c := range corpora() {
		data := readCorpus(b, c.name)
		for _, im := range c.impls {
			b.Run(c.name+"/"+im.name, func(b *testing.B) {
				if _, err := im.decode(data); err != nil { // warm-up: JIT-compiling peers compile here
					b.Skipf("decode failed: %v", err)
				}
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := im.decode(data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkEncode(b *testing.B) {
	for _, c := range corpora() {
		data := readCorpus(b, c.name)
		for _, im := range c.impls {
			b.Run(c.name+"/"+im.name, func(b *testing.B) {
				v, err := im.decode(data)
				if err != nil {
					b.Skipf("decode failed: %v", err)
				}
				if _, err := im.encode(v); err != nil { // warm-up
					b.Skipf("encode failed: %v", err)
				}
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := im.encode(v); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
