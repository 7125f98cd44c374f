#pragma once
/* Planted: alpha and beta need each other through beta's private header. */
void alpha_go(void);
