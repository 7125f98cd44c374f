#include "core/claim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/i18n.h"
#include "platform/platform.h"

#define CLAIM_PATH 4096
#define CLAIM_LINE 160 /* the holder's line, padded: a shorter one overwrites a longer */
#define CLAIMS_MAX 8

struct FileClaim {
    PlatformFile *lock;
    char path[CLAIM_PATH];
};

/* This process's claims: a POSIX lock does not shut out its own process, and
 * closing any handle of the file would drop it, so a second claim of the same
 * path here is refused before the file is opened again. One thread (the UI's)
 * claims. */
static FileClaim *held[CLAIMS_MAX];

static bool held_here(const char *path)
{
    for (int i = 0; i < CLAIMS_MAX; i++)
        if (held[i] && strcmp(held[i]->path, path) == 0)
            return true;
    return false;
}

/* The holder's line from the lock file, for a message. */
static void read_holder(const char *lock, char *out, size_t cap)
{
    char buf[CLAIM_LINE + 1];
    int64_t n = 0;
    PlatformFile *f = platform_open_read(lock);
    if (f) {
        n = platform_read(f, buf, CLAIM_LINE);
        platform_close(f);
    }
    buf[n > 0 ? n : 0] = '\0';
    buf[strcspn(buf, "\r\n")] = '\0';
    size_t len = strlen(buf);
    while (len > 0 && buf[len - 1] == ' ')
        buf[--len] = '\0';
    /* TRANSLATORS: who holds a file open, when it does not say (a message reads "... is open in %s") */
    snprintf(out, cap, "%s", buf[0] ? buf : _("another window"));
}

ClaimResult file_claim(const char *path, FileClaim **out, char *holder, size_t cap)
{
    char scratch[8];
    if (!holder || cap == 0) {
        holder = scratch;
        cap = sizeof scratch;
    }
    *out = NULL;
    holder[0] = '\0';
    char lock[CLAIM_PATH];
    int k = snprintf(lock, sizeof lock, "%s.lock", path);
    if (k < 0 || (size_t)k >= sizeof lock) {
        snprintf(holder, cap, "%s", _("path too long"));
        return CLAIM_FAILED;
    }
    if (held_here(path)) {
        snprintf(holder, cap, "%s", _("this window"));
        return CLAIM_BUSY;
    }
    int slot = 0;
    while (slot < CLAIMS_MAX && held[slot])
        slot++;
    FileClaim *c = slot < CLAIMS_MAX ? calloc(1, sizeof *c) : NULL;
    if (!c) {
        snprintf(holder, cap, "%s", _("too many claims"));
        return CLAIM_FAILED;
    }
    bool busy = false;
    c->lock = platform_try_lock(lock, &busy);
    if (!c->lock) {
        if (busy)
            read_holder(lock, holder, cap);
        else
            snprintf(holder, cap, "%s: %s", lock, platform_error());
        free(c);
        return busy ? CLAIM_BUSY : CLAIM_FAILED;
    }
    snprintf(c->path, sizeof c->path, "%s", path);
    char host[64], when[32] = "", line[CLAIM_LINE + 1];
    platform_host_name(host, sizeof host);
    time_t now = time(NULL);
    struct tm *tm = localtime(&now);
    if (tm)
        strftime(when, sizeof when, "%Y-%m-%d %H:%M", tm);
    int w = snprintf(line, sizeof line, "process %ld%s%s since %s", platform_pid(), host[0] ? " on " : "", host,
                     when);
    size_t len = w > 0 && (size_t)w < CLAIM_LINE ? (size_t)w : CLAIM_LINE - 1;
    memset(line + len, ' ', CLAIM_LINE - 1 - len);
    line[CLAIM_LINE - 1] = '\n';
    platform_write(c->lock, line, CLAIM_LINE); /* only for messages: a failure changes nothing */
    held[slot] = c;
    *out = c;
    return CLAIM_TAKEN;
}

void file_claim_release(FileClaim *c)
{
    if (!c)
        return;
    for (int i = 0; i < CLAIMS_MAX; i++)
        if (held[i] == c)
            held[i] = NULL;
    platform_close(c->lock);
    free(c);
}
