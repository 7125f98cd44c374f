/* core/textflow and core/utf8 (issue 40): lines break at spaces and between
 * Chinese characters, never before a closing mark nor after an opening one,
 * never inside a UTF-8 sequence; the help's pages reflow into paragraphs, list
 * items with hanging lines and rows; fixed buffers cut whole characters. The
 * measure is a stand-in font: an ASCII character 1 unit wide, any other 2. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/textflow.h"
#include "core/utf8.h"

static int measure(void *ctx, const char *s, size_t n)
{
    (void)ctx;
    int w = 0;
    for (size_t i = 0; i < n;) {
        uint32_t c;
        i += utf8_decode(s + i, n - i, &c);
        w += c < 0x80 ? 1 : 2;
    }
    return w;
}

static bool valid_utf8(const char *s)
{
    size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        uint32_t c;
        size_t k = utf8_decode(s + i, n - i, &c);
        if (c == 0xfffd)
            return false;
        i += k;
    }
    return true;
}

static uint32_t first_char(const char *s)
{
    uint32_t c;
    utf8_decode(s, strlen(s), &c);
    return c;
}

static uint32_t last_char(const char *s)
{
    size_t n = strlen(s);
    uint32_t c;
    size_t p = utf8_prev(s, n);
    utf8_decode(s + p, n - p, &c);
    return c;
}

static void test_break_rule(void **state)
{
    (void)state;
    assert_true(textflow_is_cjk(0x4e2d));                    /* 中 */
    assert_true(textflow_is_cjk(0x3002));                    /* 。 */
    assert_true(textflow_is_cjk(0xff0c));                    /* ， */
    assert_true(textflow_is_cjk(0xf900));
    assert_false(textflow_is_cjk('a'));
    assert_false(textflow_is_cjk(0x0434));                   /* Cyrillic д */
    assert_true(textflow_break_between(0x4e2d, 0x6587));     /* 中|文 */
    const uint32_t closers[] = {0xff0c, 0x3002, 0x3001, 0xff1a, 0xff1b, 0xff01, 0xff1f, 0xff09, 0x300d, 0x300f};
    for (size_t i = 0; i < sizeof closers / sizeof closers[0]; i++)
        assert_false(textflow_break_between(0x4e2d, closers[i])); /* never before ，。、：；！？）」』 */
    const uint32_t openers[] = {0xff08, 0x300c, 0x300e};
    for (size_t i = 0; i < sizeof openers / sizeof openers[0]; i++) {
        assert_false(textflow_break_between(openers[i], 0x4e2d)); /* never after （「『 */
        assert_true(textflow_break_between(0x4e2d, openers[i]));  /* but before them */
    }
    assert_false(textflow_break_between('a', 'b'));
    assert_false(textflow_break_between(0x4e2d, 'a')); /* Chinese then Latin: only at a space */

    const char *s = "中文，好（的）"; /* 3 bytes each */
    size_t n = strlen(s);
    assert_true(textflow_may_break(s, n, 3));   /* 中|文 */
    assert_false(textflow_may_break(s, n, 6));  /* 文|， */
    assert_true(textflow_may_break(s, n, 9));   /* ，|好 */
    assert_true(textflow_may_break(s, n, 12));  /* 好|（ */
    assert_false(textflow_may_break(s, n, 15)); /* （|的 */
    assert_false(textflow_may_break(s, n, 18)); /* 的|） */
    for (size_t i = 1; i < n; i++)
        if (i % 3)
            assert_false(textflow_may_break(s, n, i)); /* never inside a character */
    const char *e = "one two  three";
    assert_true(textflow_may_break(e, strlen(e), 4));
    assert_false(textflow_may_break(e, strlen(e), 3)); /* before the space: the line ends after it */
    assert_false(textflow_may_break(e, strlen(e), 8)); /* between two spaces */
    assert_true(textflow_may_break(e, strlen(e), 9));
    assert_false(textflow_may_break(e, strlen(e), 1));
}

static void test_wrap_english(void **state)
{
    (void)state;
    char out[256];
    int n = textflow_wrap("the quick brown fox jumps over the lazy dog", 15, measure, NULL, out, sizeof out);
    assert_int_equal(n, 3);
    assert_string_equal(out, "the quick brown\nfox jumps over\nthe lazy dog");
    /* a word alone too wide is cut between characters, never inside one */
    n = textflow_wrap("Достопримечательность", 10, measure, NULL, out, sizeof out);
    assert_true(valid_utf8(out));
    assert_int_equal(n, 5); /* 21 letters, 5 a line (10 units) */
    assert_string_equal(out, "Досто\nприме\nчател\nьност\nь");
    /* '\n' breaks too; an empty text is one empty line */
    n = textflow_wrap("a b\nc", 80, measure, NULL, out, sizeof out);
    assert_int_equal(n, 2);
    assert_string_equal(out, "a b\nc");
    assert_int_equal(textflow_wrap("", 10, measure, NULL, out, sizeof out), 1);
    assert_string_equal(out, "");
    /* a buffer too small cuts between characters */
    char tiny[8];
    textflow_wrap("Ёжик в тумане", 100, measure, NULL, tiny, sizeof tiny);
    assert_true(valid_utf8(tiny));
    assert_string_equal(tiny, "Ёжи"); /* 7 bytes of room: three letters, not three and a half */
}

/* Chinese, which has no spaces, wraps between characters and keeps its marks. */
static void test_wrap_chinese(void **state)
{
    (void)state;
    const char *s = "清除棋盘：成对移除相同的牌。只有自由的牌才能被拿走，"
                    "任何部分都不能被压住（左边或右边必须能滑出）。";
    char out[512];
    for (int w = 6; w <= 40; w += 2) {
        int n = textflow_wrap(s, w, measure, NULL, out, sizeof out);
        assert_true(n > 1);
        assert_true(valid_utf8(out));
        char joined[512] = "";
        int lines = 0;
        for (char *line = strtok(out, "\n"); line; line = strtok(NULL, "\n"), lines++) {
            assert_true(measure(NULL, line, strlen(line)) <= w);
            uint32_t a = first_char(line), z = last_char(line);
            assert_false(a == 0xff0c || a == 0x3002 || a == 0xff1a || a == 0xff09); /* no line starts with ，。：） */
            assert_false(z == 0xff08);                                               /* none ends with （ */
            strcat(joined, line);
        }
        assert_int_equal(lines, n);
        assert_string_equal(joined, s); /* nothing lost, nothing added */
    }
    int n = textflow_wrap(s, 20, measure, NULL, out, sizeof out);
    assert_int_equal(n, 5); /* 49 characters, 10 a line */
}

static const char *line_text(const Flow *f, int i)
{
    return f->text + f->line[i].text;
}

static void test_page_reflow(void **state)
{
    (void)state;
    Flow f = {0};
    const char *page = "Put all the cards on the\n"
                       "stacks, one suit\n"
                       "each. It may go:\n"
                       "  - to its suit stack, when that stack shows the rank below;\n"
                       "  - onto a building stack, when its rank is\n"
                       "    one above or below.\n"
                       "A stack of three takes nothing.\n"
                       "\n"
                       "Key\tWhat it does\n"
                       "  indented stays on its own line\n"
                       "1: nothing moves.   2: tiles fall.\n";
    assert_true(textflow_page(page, 30, measure, NULL, &f));
    const char *want[] = {
        "Put all the cards on the",   /* the paragraph joined and re-wrapped */
        "stacks, one suit each. It may",
        "go:",                         /* the item after it ends it */
        "- to its suit stack, when",   /* an item at its indent */
        "that stack shows the rank",   /* hanging under its words */
        "below;",
        "- onto a building stack,",
        "when its rank is one above",  /* its deeper line joined */
        "or below.",
        "A stack of three takes",      /* a plain line after an item starts anew */
        "nothing.",
        "",                            /* the blank line stays */
        "Key\tWhat it does",           /* a row as it is */
        "indented stays on its own",
        "line",
        "1: nothing moves.   2: tiles", /* a numbered item keeps its spacing */
        "fall.",
    };
    int n = (int)(sizeof want / sizeof want[0]);
    assert_int_equal(f.n, n);
    for (int i = 0; i < n && i < f.n; i++)
        assert_string_equal(line_text(&f, i), want[i]);
    assert_int_equal(f.line[0].x, 0);
    assert_int_equal(f.line[3].x, 2);  /* two spaces of indent */
    assert_int_equal(f.line[4].x, 4);  /* and the marker's width */
    assert_int_equal(f.line[12].row, true);
    assert_int_equal(f.line[13].x, 2);
    assert_int_equal(f.line[14].x, 2);
    assert_int_equal(f.line[16].x, 3); /* under the item's text, past "1: " */
    for (int i = 0; i < f.n; i++)
        if (!f.line[i].row)
            assert_true(f.line[i].x + measure(NULL, line_text(&f, i), strlen(line_text(&f, i))) <= 30);

    /* the same page again, wider: reused, fewer lines */
    assert_true(textflow_page(page, 80, measure, NULL, &f));
    assert_string_equal(line_text(&f, 0), "Put all the cards on the stacks, one suit each. It may go:");
    assert_true(f.n < n);
    textflow_free(&f);
}

/* A colon at a line's end is no paragraph's end: the help texts put one in
 * mid-sentence ("ce que vous voyez :" then "les faces cachées...", "the next
 * bonus of:" then its numbers), and what a lead-in introduces starts anew by
 * its own shape: a list item, an indented line, or after a blank line. */
static void test_page_colon(void **state)
{
    (void)state;
    static const struct {
        const char *page;
        int lines;         /* laid out 200 wide */
        const char *first; /* the first of them */
    } cases[] = {
        {"Afficher \xc2\xab gagnable \xc2\xbb ne juge que ce que vous voyez :\nles faces cach\xc3\xa9""es.", 1,
         "Afficher \xc2\xab gagnable \xc2\xbb ne juge que ce que vous voyez : les faces cach\xc3\xa9""es."},
        {"Every placement also earns the next bonus of:\n25, 50, 100.", 1,
         "Every placement also earns the next bonus of: 25, 50, 100."},
        {"It may go:\n- to its suit stack;", 2, "It may go:"},        /* a list item starts its line */
        {"it must agree:\n  one neighbour: the same colour;", 2, "it must agree:"}, /* so does an indented one */
        {"Scoring:\n\nA pair scores 2.", 3, "Scoring:"},               /* and a blank line stays */
    };
    Flow f = {0};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_true(textflow_page(cases[i].page, 200, measure, NULL, &f));
        assert_int_equal(f.n, cases[i].lines);
        assert_string_equal(line_text(&f, 0), cases[i].first);
    }
    textflow_free(&f);
}

/* A translation's lines need not match English's: Chinese lines join without
 * a space, and a text 40% longer than English takes more lines, none wider. */
static void test_page_translated(void **state)
{
    (void)state;
    Flow f = {0};
    assert_true(textflow_page("清除棋盘：成对移除\n相同的牌。\n- 只有自由的牌\n  才能被拿走。", 12, measure, NULL, &f));
    assert_string_equal(line_text(&f, 0), "清除棋盘：成"); /* joined with no space, and wrapped */
    assert_string_equal(line_text(&f, 1), "对移除相同的");
    assert_string_equal(line_text(&f, 2), "牌。");
    assert_string_equal(line_text(&f, 3), "- 只有自由的");
    assert_string_equal(line_text(&f, 4), "牌才能被拿");
    assert_int_equal(f.line[4].x, 2);
    assert_string_equal(line_text(&f, 5), "走。");
    assert_int_equal(f.n, 6);

    const char *en = "Clear the board by removing tiles in matching pairs.\n"
                     "Only free tiles can be taken: nothing may lie on any part of a tile,\n"
                     "and it must be able to slide out to the left or to the right.";
    const char *long_text = "Ẁéèèéèéè ţĥé ƀôôôáŕď ƀŷŷ ŕéméémôôvííííng ţííííléééés ííín mááţţţţčĥííng pááíŕŕŕs.\n"
                            "Ôôôńłŷŷ fŕééééé ţííléés ĉááán ƀéé ţáákkééén: ńôôţĥííng mááŷ łííé ôń ááńŷŷ\n"
                            "pááŕţ ôôf á ţííléé, áńď íííţ mûûst ƀéé ááƀłéé ţôô słííďéé ôôûţ.";
    Flow e = {0};
    assert_true(textflow_page(en, 40, measure, NULL, &e));
    assert_true(textflow_page(long_text, 40, measure, NULL, &f));
    assert_true(f.n > e.n);
    for (int i = 0; i < f.n; i++) {
        assert_true(valid_utf8(line_text(&f, i)));
        assert_true(measure(NULL, line_text(&f, i), strlen(line_text(&f, i))) <= 40);
    }
    textflow_free(&e);
    textflow_free(&f);
}

/* The pseudo-language brackets each line: the brackets do not hide what a line is. */
static void test_page_pseudo(void **state)
{
    (void)state;
    Flow f = {0};
    assert_true(textflow_page("[Ĩţ ḿáý ĝö: ~~~]\n[  - ţö ĩţš šüĩţ šţáçķ ~~~~]\n[  - öñţö á ~~]\n[    šţáçķ ~]\n"
                              "[Á šţáçķ ~~]\n[ţáķéš ñöţĥĩñĝ ~]",
                              200, measure, NULL, &f));
    assert_int_equal(f.n, 4);
    assert_string_equal(line_text(&f, 0), "[Ĩţ ḿáý ĝö: ~~~]");                     /* a lead-in */
    assert_string_equal(line_text(&f, 1), "[- ţö ĩţš šüĩţ šţáçķ ~~~~]");          /* an item */
    assert_string_equal(line_text(&f, 2), "[- öñţö á ~~] [šţáçķ ~]");             /* with its deeper line */
    assert_string_equal(line_text(&f, 3), "[Á šţáçķ ~~] [ţáķéš ñöţĥĩñĝ ~]");      /* a paragraph */
    assert_int_equal(f.line[1].x, 2);
    textflow_free(&f);
}

static void test_utf8_cut(void **state)
{
    (void)state;
    /* a Russian label of 40 letters: 80 bytes */
    const char *ru = "Показывать «можно выиграть» в верхней ст";
    char label[128];
    assert_int_equal(utf8_copy(label, ru, sizeof label), strlen(ru));
    assert_string_equal(label, ru);
    char small[8];
    utf8_copy(small, "Пасьянс", sizeof small); /* 14 bytes into 7: three letters, not three and a half */
    assert_string_equal(small, "Пас");
    utf8_copy(small, "牌牌牌", sizeof small); /* 9 bytes into 7: two characters */
    assert_string_equal(small, "牌牌");
    utf8_copy_n(small, "abcdé", 5, sizeof small); /* n ends inside é */
    assert_string_equal(small, "abcd");
    char cut[16];
    memcpy(cut, "a\xd0\xb1\xd0", 5); /* as snprintf leaves it, cut inside в */
    utf8_clip(cut);
    assert_string_equal(cut, "aб");
    char whole[] = "aбв";
    utf8_clip(whole);
    assert_string_equal(whole, "aбв");
    assert_int_equal(utf8_fit("牌牌", 6, 5), 3);
    assert_int_equal(utf8_fit("ab", 2, 5), 2);
}

/* Characters, not bytes; a byte of no valid sequence counts as one. */
static void test_utf8_length(void **state)
{
    (void)state;
    assert_int_equal(utf8_length("Klasyczna gra żółw"), 18);
    assert_int_equal(utf8_length("经典玩法"), 4);
    assert_int_equal(utf8_length("a\xff" "b"), 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_break_rule),   cmocka_unit_test(test_wrap_english),
        cmocka_unit_test(test_wrap_chinese), cmocka_unit_test(test_page_reflow),
        cmocka_unit_test(test_page_colon),
        cmocka_unit_test(test_page_translated), cmocka_unit_test(test_page_pseudo),
        cmocka_unit_test(test_utf8_cut),
        cmocka_unit_test(test_utf8_length),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
