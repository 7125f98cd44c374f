/* Forced into the tests of a Windows build (-include): SDL's pkg-config flags
 * rename main to SDL_main (for SDL's WinMain); a test's main is its own. */
#undef main
#define SDL_MAIN_HANDLED 1
