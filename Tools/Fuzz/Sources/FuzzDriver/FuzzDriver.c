#include <stddef.h>
#include <stdint.h>
#include "FuzzDriver.h"

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

// SwiftPM links each executable's main as `<Module>_main`; one entry per fuzz executable.
int RouterFuzz_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
int ScriptFuzz_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
int StateFuzz_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
int RestoreFuzz_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
