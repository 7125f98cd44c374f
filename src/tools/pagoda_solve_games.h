#pragma once
/* pagoda-solve's parts for the games other than Mahjong, each in its own file:
 * main() hands them the whole command line when --game names them. */

int solve_shamrocks_main(int argc, char **argv);
int solve_stones_main(int argc, char **argv);
