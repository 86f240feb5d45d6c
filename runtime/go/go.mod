module jsongen.invalid/runtime

go 1.21
