#pragma once
/* SDL's large allocations (surfaces, software textures, pixel buffers) on
 * transparent huge pages. A fresh 8 MB buffer costs about 2,000 page faults on
 * ordinary pages, 50-100 ms at start-up on a loaded virtual machine, against 4
 * on huge pages: a 1080p frame needs several such buffers before it is shown. */

/* Installs the allocator; call before anything else allocates through SDL. A
 * no-op under AddressSanitizer (which must see every allocation) and where the
 * kernel has no huge pages (the mappings then behave as ordinary ones). */
void memory_init(void);
