package bench

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInterleave is an A/B check for a noisy machine: it runs implementations of one corpus and
// direction in alternating time slices and prints the median and best process CPU time per
// document of each (CPU time of the whole process, so that it counts the collector and matters
// less when other processes share the cores). go test -bench gives the published numbers.
//
//	JSONGEN_AB="canada encode 15 ours,ours_inferred,goccy" ./build/bench.test -test.run '^TestInterleave$' -test.v
func TestInterleave(t *testing.T) {
	spec := strings.Fields(os.Getenv("JSONGEN_AB"))
	if len(spec) != 4 {
		t.Log(`JSONGEN_AB is not set ("<corpus> <decode|encode> <rounds> <impl,impl,...>"): nothing to compare`)
		return
	}
	corpusName, dir, names := spec[0], spec[1], strings.Split(spec[3], ",")
	rounds, err := strconv.Atoi(spec[2])
	if err != nil || (dir != "decode" && dir != "encode") {
		t.Fatalf("bad JSONGEN_AB %q", spec)
	}
	data := readCorpus(t, corpusName)
	var ops []func() error
	for _, name := range names {
		im, ok := findImpl(corpusName, name)
		if !ok {
			t.Fatalf("no implementation %q for %s", name, corpusName)
		}
		v, err := im.decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if dir == "decode" {
			ops = append(ops, func() error { _, err := im.decode(data); return err })
		} else {
			ops = append(ops, func() error { _, err := im.encode(v); return err })
		}
	}
	times := make([][]float64, len(ops))
	for i := range ops {
		slice(t, ops[i], 300*time.Millisecond)
	}
	for r := 0; r < rounds; r++ {
		for k := range ops {
			i := k
			if r%2 == 1 {
				i = len(ops) - 1 - k
			}
			times[i] = append(times[i], slice(t, ops[i], 200*time.Millisecond))
		}
	}
	mb := float64(len(data)) / 1e6
	for i, name := range names {
		ts := append([]float64(nil), times[i]...)
		sort.Float64s(ts)
		med := ts[len(ts)/2]
		fmt.Printf("%s %s %s: med %.1f MB/s best %.1f MB/s (CPU time)\n", corpusName, dir, name, mb/med, mb/ts[0])
	}
}

func findImpl(corpusName, name string) (impl, bool) {
	for _, c := range corpora() {
		if c.name != corpusName {
			continue
		}
		for _, im := range c.impls {
			if im.name == name {
				return im, true
			}
		}
	}
	return impl{}, false
}

// slice runs op for about d of wall time and returns the process CPU seconds per run.
func slice(t *testing.T, op func() error, d time.Duration) float64 {
	start, c0 := time.Now(), cpuSeconds()
	n := 0
	for time.Since(start) < d || n == 0 {
		if err := op(); err != nil {
			t.Fatal(err)
		}
		n++
	}
	return (cpuSeconds() - c0) / float64(n)
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
