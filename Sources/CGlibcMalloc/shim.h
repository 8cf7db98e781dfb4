// glibc's malloc tuning (`mallopt` and its `M_*` parameters), which the Glibc module does not import.
// `reduxgen` uses it on Linux only (Sources/reduxgen/LargeHeap.swift).
#include <malloc.h>
