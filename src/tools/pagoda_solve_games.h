#pragma once
/* pagoda-solve's parts for the games other than Mahjong, each in its own file:
 * main() hands them the whole command line when --game names them. */

int solve_shamrocks_main(int argc, char **argv);
int solve_stones_main(int argc, char **argv);

#include <stdbool.h>
#include <stdint.h>

/* A decimal number with nothing after it (no sign): the one parser of counts and
 * seeds every part of pagoda-solve uses. */
bool solve_parse_u64(const char *s, uint64_t *out);
