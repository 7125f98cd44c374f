#pragma once
#include "core/list.h"
