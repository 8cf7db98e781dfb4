#include "heap_reservation.h"

// Any C library header says which C library this is (glibc defines `__GLIBC__` in it).
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int reduxgen_reserve_heap(int bytes) {
#if defined(__GLIBC__)
    return mallopt(M_TOP_PAD, bytes) == 1;
#else
    (void)bytes;
    return 0;
#endif
}
