// FuzzDriver: the entry point of the RouterFuzz executable. SwiftPM links an executable's main
// as `<Module>_main`; this one hands the process to libFuzzer's driver with the Swift target's
// LLVMFuzzerTestOneInput (libFuzzer's own `main` is then not linked in).
#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H
#endif
