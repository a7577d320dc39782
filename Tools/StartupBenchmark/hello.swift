// The baseline of `Tools/bench startup`: the smallest Swift program, built with the same
// toolchain and optimisation as `nvc`.
print("Hello, world!")
