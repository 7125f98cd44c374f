#include "core/list_private.h"
