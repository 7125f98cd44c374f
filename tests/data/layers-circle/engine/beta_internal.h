#pragma once
/* A private header (no .c of its own): its includes count as beta's. */
#include "engine/alpha.h"
#include "engine/beta.h"
