#pragma once
#include <stddef.h>
/* SDL's large allocations (surfaces, software textures, pixel buffers) on
 * transparent huge pages. A fresh 8 MB buffer costs about 2,000 page faults on
 * ordinary pages, 50-100 ms at start-up on a loaded virtual machine, against 4
 * on huge pages: a 1080p frame needs several such buffers before it is shown. */

/* Installs the allocator; call before anything else allocates through SDL. A
 * no-op under AddressSanitizer (which must see every allocation) and where the
 * kernel has no huge pages (the mappings then behave as ordinary ones). */
void memory_init(void);
/* Faults in the whole pages of [p, p + len) for writing in one system call
 * rather than one fault a page (Linux 5.14+; elsewhere a no-op). The contents
 * are kept. */
void memory_populate(void *p, size_t len);
