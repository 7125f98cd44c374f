#pragma once
/* A claim on a file that one window at a time may change (a game's kept game):
 * an operating-system lock on "PATH.lock", which ends with its process however
 * that ends (a crash leaves no stale claim to clear), and which holds a line
 * saying who took it ("process 1234 on HOST since 18:02") for the message of
 * another window that finds it taken. In one process, a path is claimed once. */

#include <stdbool.h>
#include <stddef.h>

typedef struct FileClaim FileClaim;

typedef enum ClaimResult {
    CLAIM_TAKEN,  /* *out holds the claim: this window alone changes the file */
    CLAIM_BUSY,   /* another window holds it: holder says which */
    CLAIM_FAILED, /* no lock could be made (a read-only folder): holder says why */
} ClaimResult;

/* Claims `path`. holder (cap bytes, may be NULL) gets who holds it (BUSY) or
 * the reason (FAILED). */
ClaimResult file_claim(const char *path, FileClaim **out, char *holder, size_t cap);
/* Gives the claim up (NULL allowed). The lock file stays, unlocked. */
void file_claim_release(FileClaim *c);
