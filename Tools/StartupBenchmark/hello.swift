// The baseline of `Tools/bench startup`: the smallest Swift program, built with the same
// toolchain, optimisation and link mode as the `nvc` it is compared with
// (Tools/bench-suites/startup.sh).
print("Hello, world!")
