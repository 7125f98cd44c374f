#pragma once
void beta_go(void);
