/* The Plural-Forms expression (see plural.h): a recursive-descent parser with
 * C's precedence, its depth bounded by the node count. */
#include "core/plural.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* operators with two characters, as one byte each */
enum { OP_OR = 'O', OP_AND = 'A', OP_EQ = 'E', OP_NE = 'N', OP_LE = 'L', OP_GE = 'G', OP_NUM = '0', OP_VAR = 'n' };

typedef struct Parser {
    PluralRule *r;
    const char *p;
    const char *err;
    int depth;
} Parser;

static void skip(Parser *ps)
{
    while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')
        ps->p++;
}

static int node(Parser *ps, unsigned char op, int a, int b, int c, unsigned long v)
{
    if (ps->err)
        return 0;
    if (ps->r->count >= PLURAL_MAX_NODES) {
        ps->err = "expression too long";
        return 0;
    }
    int i = ps->r->count++;
    ps->r->node[i] = (PluralNode){op, (unsigned char)a, (unsigned char)b, (unsigned char)c, v};
    return i;
}

/* Takes the operator `s` if it is next (and not the start of a longer one). */
static bool take(Parser *ps, const char *s)
{
    skip(ps);
    size_t n = strlen(s);
    if (strncmp(ps->p, s, n) != 0)
        return false;
    if (n == 1 && (s[0] == '<' || s[0] == '>' || s[0] == '!' || s[0] == '=') && ps->p[1] == '=')
        return false;
    if (n == 1 && (s[0] == '|' || s[0] == '&'))
        return false;
    ps->p += n;
    return true;
}

static int ternary(Parser *ps);

static int primary(Parser *ps)
{
    skip(ps);
    if (ps->err)
        return 0;
    if (++ps->depth > PLURAL_MAX_NODES) {
        ps->err = "expression nested too deep";
        return 0;
    }
    int result = 0;
    if (take(ps, "(")) {
        result = ternary(ps);
        if (!take(ps, ")") && !ps->err)
            ps->err = "missing ')'";
    } else if (take(ps, "!")) {
        result = node(ps, '!', primary(ps), 0, 0, 0);
    } else if (*ps->p == 'n' && !isalnum((unsigned char)ps->p[1]) && ps->p[1] != '_') {
        ps->p++;
        result = node(ps, OP_VAR, 0, 0, 0, 0);
    } else if (isdigit((unsigned char)*ps->p)) {
        unsigned long v = 0;
        while (isdigit((unsigned char)*ps->p)) {
            if (v > 99999999UL) {
                ps->err = "number too large";
                return 0;
            }
            v = v * 10 + (unsigned long)(*ps->p++ - '0');
        }
        result = node(ps, OP_NUM, 0, 0, 0, v);
    } else if (!ps->err) {
        ps->err = *ps->p ? "unexpected character" : "expression ends too soon";
    }
    ps->depth--;
    return result;
}

/* One level of left-associative binary operators: ops[i] as text, codes[i]
 * the node's op. */
static int binary(Parser *ps, int (*next)(Parser *), const char *const *ops, const unsigned char *codes, int nops)
{
    int left = next(ps);
    for (;;) {
        int k = -1;
        for (int i = 0; i < nops && k < 0; i++)
            if (take(ps, ops[i]))
                k = i;
        if (k < 0 || ps->err)
            return left;
        int right = next(ps);
        left = node(ps, codes[k], left, right, 0, 0);
    }
}

static int mul(Parser *ps)
{
    static const char *const ops[] = {"*", "/", "%"};
    static const unsigned char codes[] = {'*', '/', '%'};
    return binary(ps, primary, ops, codes, 3);
}

static int add(Parser *ps)
{
    static const char *const ops[] = {"+", "-"};
    static const unsigned char codes[] = {'+', '-'};
    return binary(ps, mul, ops, codes, 2);
}

static int rel(Parser *ps)
{
    static const char *const ops[] = {"<=", ">=", "<", ">"};
    static const unsigned char codes[] = {OP_LE, OP_GE, '<', '>'};
    return binary(ps, add, ops, codes, 4);
}

static int equality(Parser *ps)
{
    static const char *const ops[] = {"==", "!="};
    static const unsigned char codes[] = {OP_EQ, OP_NE};
    return binary(ps, rel, ops, codes, 2);
}

static int and_(Parser *ps)
{
    static const char *const ops[] = {"&&"};
    static const unsigned char codes[] = {OP_AND};
    return binary(ps, equality, ops, codes, 1);
}

static int or_(Parser *ps)
{
    static const char *const ops[] = {"||"};
    static const unsigned char codes[] = {OP_OR};
    return binary(ps, and_, ops, codes, 1);
}

static int ternary(Parser *ps)
{
    if (++ps->depth > PLURAL_MAX_NODES) {
        ps->err = "expression nested too deep";
        return 0;
    }
    int cond = or_(ps);
    int result = cond;
    if (!ps->err && take(ps, "?")) {
        int yes = ternary(ps);
        if (!ps->err && !take(ps, ":"))
            ps->err = "'?' without ':'";
        int no = ternary(ps);
        result = node(ps, '?', cond, yes, no, 0);
    }
    ps->depth--;
    return result;
}

void plural_default(PluralRule *r)
{
    plural_parse(r, "n != 1", 2, NULL);
}

bool plural_parse(PluralRule *r, const char *expr, int nplurals, Error *err)
{
    memset(r, 0, sizeof *r);
    Parser ps = {r, expr, NULL, 0};
    r->root = ternary(&ps);
    skip(&ps);
    if (!ps.err && *ps.p && *ps.p != ';')
        ps.err = "unexpected text after the expression";
    if (!ps.err && (nplurals < 1 || nplurals > 16))
        ps.err = "nplurals must be from 1 to 16";
    if (ps.err) {
        error_set(err, "plural=%.60s: %s at offset %d", expr, ps.err, (int)(ps.p - expr));
        if (strcmp(expr, "n != 1") != 0)
            plural_default(r);
        return false;
    }
    r->nplurals = nplurals;
    return true;
}

bool plural_from_header(PluralRule *r, const char *header, Error *err)
{
    plural_default(r);
    const char *line = header ? strstr(header, "Plural-Forms:") : NULL;
    if (!line)
        return true;
    char text[512];
    const char *end = strchr(line, '\n');
    size_t n = end ? (size_t)(end - line) : strlen(line);
    if (n >= sizeof text)
        n = sizeof text - 1;
    memcpy(text, line, n);
    text[n] = '\0';
    const char *np = strstr(text, "nplurals=");
    const char *pl = strstr(text, "plural=");
    if (pl && np && pl == np + 2) /* "plural=" inside "nplurals=": the next one */
        pl = strstr(np + 9, "plural=");
    int nplurals = 0;
    if (!np || sscanf(np + 9, "%d", &nplurals) != 1 || !pl) {
        error_set(err, "Plural-Forms header unreadable (\"%.80s\"): using n != 1", text);
        return false;
    }
    if (!plural_parse(r, pl + 7, nplurals, err)) {
        Error why = err ? *err : (Error){{0}};
        error_set(err, "Plural-Forms header: %s; using n != 1", why.msg);
        return false;
    }
    return true;
}

static unsigned long eval(const PluralRule *r, int i, unsigned long n)
{
    const PluralNode *k = &r->node[i];
    switch (k->op) {
    case OP_VAR: return n;
    case OP_NUM: return k->value;
    case '!': return !eval(r, k->a, n);
    case '?': return eval(r, k->a, n) ? eval(r, k->b, n) : eval(r, k->c, n);
    case OP_OR: return eval(r, k->a, n) || eval(r, k->b, n);
    case OP_AND: return eval(r, k->a, n) && eval(r, k->b, n);
    default: break;
    }
    unsigned long a = eval(r, k->a, n), b = eval(r, k->b, n);
    switch (k->op) {
    case OP_EQ: return a == b;
    case OP_NE: return a != b;
    case OP_LE: return a <= b;
    case OP_GE: return a >= b;
    case '<': return a < b;
    case '>': return a > b;
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return b ? a / b : 0;
    case '%': return b ? a % b : 0;
    default: return 0;
    }
}

int plural_eval(const PluralRule *r, unsigned long n)
{
    if (r->count == 0 || r->nplurals < 1)
        return n != 1;
    unsigned long v = eval(r, r->root, n);
    return v < (unsigned long)r->nplurals ? (int)v : 0;
}
