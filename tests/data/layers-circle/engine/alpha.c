#include "engine/alpha.h"
#include "engine/beta.h"
void alpha_go(void) { beta_go(); }
