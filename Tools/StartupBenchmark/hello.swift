// The baseline of Tools/benchmark-startup: the smallest Swift program, built with the same
// toolchain and optimisation as `nvc`.
print("Hello, world!")
