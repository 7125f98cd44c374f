#pragma once
/* UTF-8 text cut only between whole characters: every fixed buffer on the way
 * to the screen copies through here, so a label too long for its buffer loses
 * whole letters (a Russian letter is 2 bytes, a Chinese one 3), never half of
 * one. Plain C. */

#include <stddef.h>
#include <stdint.h>

/* The bytes of the longest prefix of s[0, n) that is at most `max` bytes and
 * ends between two characters. */
size_t utf8_fit(const char *s, size_t n, size_t max);
/* Copies src into dst[cap] (always terminated when cap > 0), cut between
 * characters when it is too long; returns strlen(src), as strlcpy does (the
 * copy was cut when that is >= cap). */
size_t utf8_copy(char *dst, const char *src, size_t cap);
/* The same with the first n bytes of src (n may end inside a character). */
size_t utf8_copy_n(char *dst, const char *src, size_t n, size_t cap);
/* Drops a character left incomplete at the end of s (after snprintf cut it). */
void utf8_clip(char *s);
/* Decodes the character at s[0, n): its length (1-4) and *cp. A byte that does
 * not start a valid sequence counts as one character U+FFFD. n > 0. */
size_t utf8_decode(const char *s, size_t n, uint32_t *cp);
/* The characters of s (what the player counts as letters: a byte that starts
 * no valid sequence counts as one). */
size_t utf8_length(const char *s);
/* The start of the character that ends at s[pos] (pos > 0): the previous boundary. */
size_t utf8_prev(const char *s, size_t pos);
