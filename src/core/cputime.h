#pragma once
/* Clocks for solver budgets. A budget counted in the CPU time of the thread that
 * searches gives the same verdict on a busy machine as on a quiet one; the wall
 * clock only guards the player's interface from waiting too long (issue 38).
 * Plain C over the platform layer's clocks, any thread. */

/* CPU time used by the calling thread, in ms (from an arbitrary start). */
double cputime_thread_ms(void);
/* A monotonic wall clock, in ms (from an arbitrary start). */
double cputime_wall_ms(void);
