/* Positional printf arguments (see positional.h). */
#define PAGODA_POSITIONAL_IMPL 1
#include "platform/positional.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#undef snprintf
#undef vsnprintf
#undef printf
#undef fprintf
#undef vprintf
#undef vfprintf

#define MAX_ARGS 32

typedef enum ArgType { ARG_NONE, ARG_INT, ARG_LONG, ARG_LLONG, ARG_SIZE, ARG_PTRDIFF, ARG_INTMAX, ARG_DOUBLE,
                       ARG_LDOUBLE, ARG_PTR } ArgType;

typedef union Arg {
    int i;
    long l;
    long long ll;
    size_t z;
    ptrdiff_t t;
    intmax_t j;
    double d;
    long double ld;
    void *p;
} Arg;

typedef struct Directive {
    const char *start; /* at '%' */
    size_t len;
    int pos;          /* 1-based, 0: none */
    int width_pos;    /* '*N$' */
    int prec_pos;     /* '.*N$' */
    char flags[8], width[12], prec[12], length[4], conv;
} Directive;

static int number(const char **p)
{
    int v = 0;
    while (**p >= '0' && **p <= '9' && v < 100000)
        v = v * 10 + (*(*p)++ - '0');
    return v;
}

/* Reads the directive at p (p[0] == '%', not "%%"); false if malformed. */
static bool parse(const char *p, Directive *d)
{
    memset(d, 0, sizeof *d);
    d->start = p++;
    const char *q = p;
    int n = number(&q);
    if (n > 0 && *q == '$') {
        d->pos = n;
        p = q + 1;
    }
    size_t k = 0;
    while (*p && strchr("-+ #0'", *p) && k + 1 < sizeof d->flags)
        d->flags[k++] = *p++;
    if (*p == '*') {
        p++;
        q = p;
        n = number(&q);
        if (n > 0 && *q == '$') {
            d->width_pos = n;
            p = q + 1;
        } else {
            return false; /* '*' without a position among positional ones */
        }
    } else {
        k = 0;
        while (*p >= '0' && *p <= '9' && k + 1 < sizeof d->width)
            d->width[k++] = *p++;
    }
    if (*p == '.') {
        p++;
        if (*p == '*') {
            p++;
            q = p;
            n = number(&q);
            if (n <= 0 || *q != '$')
                return false;
            d->prec_pos = n;
            p = q + 1;
        } else {
            d->prec[0] = '.';
            k = 1;
            while (*p >= '0' && *p <= '9' && k + 1 < sizeof d->prec)
                d->prec[k++] = *p++;
        }
    }
    k = 0;
    while (*p && strchr("hlLqjzt", *p) && k + 1 < sizeof d->length)
        d->length[k++] = *p++;
    if (!*p || !strchr("diouxXeEfFgGaAcsp", *p))
        return false;
    d->conv = *p++;
    d->len = (size_t)(p - d->start);
    return true;
}

static ArgType type_of(const Directive *d)
{
    const char *l = d->length;
    switch (d->conv) {
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
        return l[0] == 'L' ? ARG_LDOUBLE : ARG_DOUBLE;
    case 's': case 'p':
        return ARG_PTR;
    default:
        break;
    }
    if (strcmp(l, "ll") == 0 || strcmp(l, "q") == 0)
        return ARG_LLONG;
    if (strcmp(l, "l") == 0)
        return ARG_LONG;
    if (strcmp(l, "z") == 0)
        return ARG_SIZE;
    if (strcmp(l, "t") == 0)
        return ARG_PTRDIFF;
    if (strcmp(l, "j") == 0)
        return ARG_INTMAX;
    return ARG_INT; /* int, and what hh/h/c promote to */
}

/* True when fmt has a "%N$" directive. */
static bool positional(const char *fmt)
{
    for (const char *p = strchr(fmt, '%'); p; p = strchr(p, '%')) {
        p++;
        if (*p == '%') {
            p++;
            continue;
        }
        while (*p >= '0' && *p <= '9')
            p++;
        if (*p == '$')
            return true;
    }
    return false;
}

typedef struct Out {
    char *buf;
    size_t cap, len;
} Out;

static void put(Out *o, const char *s, size_t n)
{
    if (o->len < o->cap) {
        size_t k = o->cap - o->len - 1 < n ? o->cap - o->len - 1 : n;
        memcpy(o->buf + o->len, s, k);
        o->buf[o->len + k] = '\0';
    }
    o->len += n;
}

/* One directive with its value, through the C library's own snprintf. */
static void put_one(Out *o, const Directive *d, ArgType t, const Arg *a, const Arg *args)
{
    char f[64], w[16] = "", p[16] = "";
    if (d->width_pos)
        snprintf(w, sizeof w, "%d", args[d->width_pos].i);
    if (d->prec_pos)
        snprintf(p, sizeof p, ".%d", args[d->prec_pos].i);
    snprintf(f, sizeof f, "%%%s%s%s%s%c", d->flags, d->width_pos ? w : d->width, d->prec_pos ? p : d->prec,
             d->length, d->conv);
    char small[128], *s = small;
    int need;
    for (int round = 0; round < 2; round++) {
        size_t cap = s == small ? sizeof small : (size_t)need + 1;
        switch (t) {
        case ARG_LONG: need = snprintf(s, cap, f, a->l); break;
        case ARG_LLONG: need = snprintf(s, cap, f, a->ll); break;
        case ARG_SIZE: need = snprintf(s, cap, f, a->z); break;
        case ARG_PTRDIFF: need = snprintf(s, cap, f, a->t); break;
        case ARG_INTMAX: need = snprintf(s, cap, f, a->j); break;
        case ARG_DOUBLE: need = snprintf(s, cap, f, a->d); break;
        case ARG_LDOUBLE: need = snprintf(s, cap, f, a->ld); break;
        case ARG_PTR: need = snprintf(s, cap, f, a->p); break;
        default: need = snprintf(s, cap, f, a->i); break;
        }
        if (need < 0)
            return;
        if ((size_t)need < cap || round == 1)
            break;
        s = malloc((size_t)need + 1);
        if (!s)
            return;
    }
    put(o, s, (size_t)need);
    if (s != small)
        free(s);
}

int positional_vsnprintf(char *buf, size_t n, const char *fmt, va_list ap)
{
    if (!fmt || !positional(fmt))
        return vsnprintf(buf, n, fmt, ap);
    Directive d[MAX_ARGS];
    ArgType type[MAX_ARGS + 1] = {ARG_NONE};
    int nd = 0, top = 0;
    for (const char *p = strchr(fmt, '%'); p; p = strchr(p, '%')) {
        if (p[1] == '%') {
            p += 2;
            continue;
        }
        if (nd >= MAX_ARGS || !parse(p, &d[nd]) || d[nd].pos == 0 || d[nd].pos > MAX_ARGS ||
            d[nd].width_pos > MAX_ARGS || d[nd].prec_pos > MAX_ARGS)
            return vsnprintf(buf, n, fmt, ap); /* not a format this knows: as the library prints it */
        type[d[nd].pos] = type_of(&d[nd]);
        if (d[nd].width_pos)
            type[d[nd].width_pos] = ARG_INT;
        if (d[nd].prec_pos)
            type[d[nd].prec_pos] = ARG_INT;
        int hi = d[nd].pos > d[nd].width_pos ? d[nd].pos : d[nd].width_pos;
        hi = hi > d[nd].prec_pos ? hi : d[nd].prec_pos;
        top = top > hi ? top : hi;
        p += d[nd++].len;
    }
    /* the arguments, in their order, by the types the directives name */
    Arg args[MAX_ARGS + 1];
    memset(args, 0, sizeof args);
    for (int i = 1; i <= top; i++) {
        switch (type[i]) {
        case ARG_LONG: args[i].l = va_arg(ap, long); break;
        case ARG_LLONG: args[i].ll = va_arg(ap, long long); break;
        case ARG_SIZE: args[i].z = va_arg(ap, size_t); break;
        case ARG_PTRDIFF: args[i].t = va_arg(ap, ptrdiff_t); break;
        case ARG_INTMAX: args[i].j = va_arg(ap, intmax_t); break;
        case ARG_DOUBLE: args[i].d = va_arg(ap, double); break;
        case ARG_LDOUBLE: args[i].ld = va_arg(ap, long double); break;
        case ARG_PTR: args[i].p = va_arg(ap, void *); break;
        default: args[i].i = va_arg(ap, int); break; /* (an unused position: an int, as glibc assumes) */
        }
    }
    Out o = {buf, n, 0};
    if (n > 0)
        buf[0] = '\0';
    const char *p = fmt;
    for (int k = 0; k < nd; k++) {
        /* the text before the directive, with "%%" as '%' */
        while (p < d[k].start) {
            const char *pc = memchr(p, '%', (size_t)(d[k].start - p));
            size_t lit = pc ? (size_t)(pc - p) : (size_t)(d[k].start - p);
            put(&o, p, lit);
            p += lit;
            if (pc) {
                put(&o, "%", 1);
                p += 2;
            }
        }
        put_one(&o, &d[k], type[d[k].pos], &args[d[k].pos], args);
        p = d[k].start + d[k].len;
    }
    while (*p) {
        const char *pc = strchr(p, '%');
        size_t lit = pc ? (size_t)(pc - p) : strlen(p);
        put(&o, p, lit);
        p += lit;
        if (pc) {
            put(&o, "%", 1);
            p += pc[1] == '%' ? 2 : 1;
        }
    }
    return o.len > INT32_MAX ? -1 : (int)o.len;
}

int positional_snprintf(char *buf, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = positional_vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return r;
}

int positional_vfprintf(FILE *f, const char *fmt, va_list ap)
{
    if (!fmt || !positional(fmt))
        return vfprintf(f, fmt, ap);
    char small[1024];
    va_list again;
    va_copy(again, ap);
    int need = positional_vsnprintf(small, sizeof small, fmt, ap);
    char *s = small;
    if (need >= (int)sizeof small && (s = malloc((size_t)need + 1)) != NULL)
        positional_vsnprintf(s, (size_t)need + 1, fmt, again);
    va_end(again);
    if (!s || need < 0)
        return -1;
    int r = fputs(s, f) < 0 ? -1 : need;
    if (s != small)
        free(s);
    return r;
}

int positional_fprintf(FILE *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = positional_vfprintf(f, fmt, ap);
    va_end(ap);
    return r;
}

int positional_vprintf(const char *fmt, va_list ap)
{
    return positional_vfprintf(stdout, fmt, ap);
}

int positional_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = positional_vfprintf(stdout, fmt, ap);
    va_end(ap);
    return r;
}
