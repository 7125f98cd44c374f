#pragma once
/* Not part of the circle: list.c and list_sort.c share list_private.h, which
 * includes this header; a file with no .c of its own belongs to its includers. */
void list_sort(void);
