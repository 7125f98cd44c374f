#pragma once
/* pagoda-solve --game stones: MahJongg Stones deals (see pagoda_solve_stones.c). */

/* True when the command line asks for another game than Mahjong (--game ID). */
int pagoda_solve_game(int argc, char **argv, const char **game);
/* The whole run for --game stones; returns the exit status. */
int pagoda_solve_stones(int argc, char **argv);
