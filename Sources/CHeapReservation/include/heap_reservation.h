#ifndef REDUXGEN_HEAP_RESERVATION_H
#define REDUXGEN_HEAP_RESERVATION_H

/// Makes the C library's heap grow `bytes` past each request and keep that much free at its top, where the
/// C library allows it (glibc's `M_TOP_PAD`); elsewhere does nothing. Returns whether the setting was made.
int reduxgen_reserve_heap(int bytes);

#endif
