#pragma once
/* The Tournament club file in the per-user folder: chip balances, the results
 * of competitions for the pot, and the best score of each daily deal.
 *
 *   pagoda-club 2                (version 1: the same lines, no checksum)
 *   player <chips> <name>
 *   result <date> <deal> <ante> <pot> <players> <name>:<score>:<chips won> ...
 *   daily <date> <score> <name>
 *   clock <ms>            the countdown of new Tournament games (the option)
 *   checksum <16 hex digits>   of every byte before it (core/tablefile)
 *
 * Dates are YYYY-MM-DD and on the calendar; names 1..16 letters, digits, - or _;
 * numbers in range (ante 0..MJ_CLUB_ANTE_MAX, pot = ante x players, the chips won
 * add up to the pot, balances within MJ_CLUB_CHIPS_MAX, a deal any 64-bit seed). Lines keep the
 * order of the file; results newest last, at most MJ_CLUB_RESULTS kept. Updated
 * through core/tablefile (locked, atomic; a damaged file is kept aside and
 * never overwritten). Plain C. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

#define MJ_CLUB_PLAYERS 64
#define MJ_CLUB_RESULTS 50
#define MJ_CLUB_DAILY 60
#define MJ_CLUB_NAME 17
#define MJ_CLUB_SEATS 6
#define MJ_CLUB_MIN_SEATS 2
#define MJ_CLUB_START_CHIPS 1000 /* a new player's balance */
#define MJ_CLUB_ANTE_MAX 1000000 /* what a seat pays into a pot, at most */
/* A balance, at most this many chips either way (a million competitions at the
 * largest pot stay far inside; the sum of two never overflows). */
#define MJ_CLUB_CHIPS_MAX 1000000000000000LL
#define MJ_CLUB_MAX_BYTES (64 * 1024)

typedef struct MjClubSeat {
    char name[MJ_CLUB_NAME];
    int32_t score;
    int64_t won;  /* chips taken from the pot */
} MjClubSeat;

typedef struct MjClubResult {
    char date[11];
    uint64_t deal;
    int64_t ante, pot;
    int n;
    MjClubSeat seat[MJ_CLUB_SEATS];
} MjClubResult;

typedef struct MjClub {
    int n_players;
    char name[MJ_CLUB_PLAYERS][MJ_CLUB_NAME];
    int64_t chips[MJ_CLUB_PLAYERS];
    int n_results;
    MjClubResult result[MJ_CLUB_RESULTS];
    int n_daily;
    char daily_date[MJ_CLUB_DAILY][11];
    int32_t daily_score[MJ_CLUB_DAILY];
    char daily_name[MJ_CLUB_DAILY][MJ_CLUB_NAME];
    uint32_t clock_ms;    /* 0: the variant's (10:00) */
} MjClub;

void mj_club_init(MjClub *c);
bool mj_club_parse(MjClub *c, const char *text, size_t len, const char *src, Error *err);
size_t mj_club_format(const MjClub *c, char *buf, size_t cap);
bool mj_club_valid_name(const char *name);
/* Splits "Ann, Bob,Cy" into names (2..6, valid, distinct); false with a message. */
int mj_club_parse_names(const char *list, char names[][MJ_CLUB_NAME], int cap, Error *err);
/* A player's balance (MJ_CLUB_START_CHIPS for a newcomer). */
int64_t mj_club_chips(const MjClub *c, const char *name);
/* Settles a competition: every seat pays the ante into the pot, the pot is split
 * (mj_pot_split), balances change and the result is appended (the oldest
 * dropped past MJ_CLUB_RESULTS). r->seat[i].won is filled; a balance stays
 * within MJ_CLUB_CHIPS_MAX. False when the club has no room for a new player, or
 * the ante or the number of seats is out of range. */
bool mj_club_settle(MjClub *c, MjClubResult *r);
/* Records a daily score; true when it is the best of that date. */
bool mj_club_daily(MjClub *c, const char *date, const char *name, int32_t score);
/* Best daily score of date, or INT32_MIN. */
int32_t mj_club_daily_best(const MjClub *c, const char *date);

/* A competition for the pot in progress, kept in the per-user folder after
 * every turn (competition.txt), so that quitting never loses it:
 *
 *   pagoda-competition 1
 *   date <YYYY-MM-DD>  deal <seed>  ante <chips>  clock <ms>
 *   seat <name> [<score>]       one per player, in turn order; a score once played
 *
 * The players with a score have played, in seat order; the next is the first
 * without one. Nothing goes to club.txt until every seat has played. */
typedef struct MjCompetition {
    char date[11];
    uint64_t deal;
    int64_t ante;
    uint32_t clock_ms;
    int n, played;
    char name[MJ_CLUB_SEATS][MJ_CLUB_NAME];
    int32_t score[MJ_CLUB_SEATS];
} MjCompetition;

size_t mj_competition_format(const MjCompetition *c, char *buf, size_t cap);
/* False with "SRC:LINE: ..." for a file that is not one. */
bool mj_competition_parse(MjCompetition *c, const char *text, size_t len, const char *src, Error *err);
/* The result to settle once every seat has played. */
void mj_competition_result(const MjCompetition *c, MjClubResult *r);

/* Locked read-modify-write of the club file at path (core/tablefile). A result
 * equal to the newest one in the file (date, deal, ante, players and scores) is
 * already settled: it is not settled twice (a settlement interrupted before
 * the competition file went is finished on the next start); r->seat[].won is
 * filled either way. */
bool mj_club_file_settle(const char *path, MjClubResult *r, MjClub *out, Error *err);
bool mj_club_file_daily(const char *path, const char *date, const char *name, int32_t score, bool *best,
                        Error *err);
/* Sets the countdown option (MJ_TOURN_CLOCK_MIN_MS..MAX_MS, 0: the default). */
bool mj_club_file_set_clock(const char *path, uint32_t ms, Error *err);
/* Reads the club file (a missing file is an empty club). These functions, like
 * the updates above, return true with a notice in err->msg when a file that
 * failed its checksum was kept aside (core/tablefile.h). */
bool mj_club_file_read(const char *path, MjClub *out, Error *err);
