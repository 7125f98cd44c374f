#pragma once
/* Arrangements of a multiset of small values, in lexicographic order. */
#include <stdbool.h>
#include <stdint.h>

/* The next arrangement of a[0..n) (repeated values allowed), in place; false
 * after the last. Sorted values start the enumeration, so every distinct
 * arrangement comes once. */
bool perm_next(uint8_t *a, int n);
