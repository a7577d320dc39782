#include "NanoSystem.h"

#include <stdlib.h>

#if defined(__APPLE__)
#include <pthread.h>
#elif defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int nano_is_main_thread(void) {
#if defined(__APPLE__)
    return pthread_main_np() != 0;
#elif defined(__linux__)
    return syscall(SYS_gettid) == getpid();
#else
    return 0;
#endif
}

int nano_release_free_heap(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}
