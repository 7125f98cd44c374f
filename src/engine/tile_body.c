#include "engine/tile_body.h"

#include <stdbool.h>

/* Signed distance from (px, py) to a rounded rectangle; negative inside. */
float tile_body_rrect_dist(float px, float py, float x, float y, float w, float h, float r)
{
    float cx = x + w * 0.5f, cy = y + h * 0.5f;
    float qx = SDL_fabsf(px - cx) - (w * 0.5f - r);
    float qy = SDL_fabsf(py - cy) - (h * 0.5f - r);
    float ox = SDL_max(qx, 0.0f), oy = SDL_max(qy, 0.0f);
    return SDL_sqrtf(ox * ox + oy * oy) + SDL_min(SDL_max(qx, qy), 0.0f) - r;
}

static Uint32 blend_over(Uint32 dst, Uint32 rgb, float a)
{
    if (a <= 0)
        return dst;
    float da = (float)(dst >> 24) / 255.0f;
    float oa = a + da * (1 - a);
    if (oa <= 0)
        return 0;
    Uint32 out = (Uint32)(oa * 255.0f + 0.5f) << 24;
    for (int sh = 0; sh <= 16; sh += 8) {
        float s = (float)((rgb >> sh) & 255), d = (float)((dst >> sh) & 255);
        float c = (s * a + d * da * (1 - a)) / oa;
        out |= (Uint32)(c + 0.5f) << sh;
    }
    return out;
}

static Uint32 rgb_scaled(float r, float g, float b, float k)
{
    r = SDL_clamp(r * k, 0.0f, 255.0f);
    g = SDL_clamp(g * k, 0.0f, 255.0f);
    b = SDL_clamp(b * k, 0.0f, 255.0f);
    return (Uint32)(r + 0.5f) << 16 | (Uint32)(g + 0.5f) << 8 | (Uint32)(b + 0.5f);
}

/* The blank tile: an ivory top with a rounded bevel (lit from the top left) over
 * thick two-tone sides, bone over a jade base, like a real bone-and-bamboo tile.
 * A dark seam between the two layers and a darker outline round the sides let
 * the layers of a tall stack be counted at a glance. */
void tile_body_paint(SDL_Surface *s, int w, int h, int d)
{
    float r = w * 0.11f;
    float bevel = SDL_max(1.5f, w * 0.075f);
    float fw = (float)w, fh = (float)h, fd_ = (float)d;
    for (int y = 0; y < s->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < s->w; x++) {
            float px = x + 0.5f, py = y + 0.5f;
            Uint32 c = 0;
            if (d > 0) {
                /* sides: union of the face outline slid from (d, 0) down-left to
                 * (0, d); a point shows the slice nearest the top that covers it */
                float best = 1e9f, best_k = 0, first_k = -1;
                for (int k = 1; k <= d; k++) {
                    float dist = tile_body_rrect_dist(px, py, fd_ - (float)k, (float)k, fw, fh, r);
                    if (dist < best) {
                        best = dist;
                        best_k = (float)k;
                    }
                    if (first_k < 0 && dist <= 0)
                        first_k = (float)k;
                }
                if (first_k > 0)
                    best_k = first_k;
                float cover = SDL_clamp(0.5f - best, 0.0f, 1.0f);
                if (cover > 0) {
                    float t = best_k / fd_; /* 0 next to the top face, 1 at the base */
                    Uint32 rgb;
                    if (t <= 0.5f)
                        rgb = rgb_scaled(232, 222, 190, 1.0f - 0.18f * t);
                    else
                        rgb = rgb_scaled(52, 136, 98, 1.08f - 0.5f * (t - 0.5f));
                    float seam = SDL_fabsf(t - 0.5f) * fd_; /* pixels from the seam */
                    if (seam < 0.75f && d >= 5)
                        rgb = rgb_scaled(110, 98, 70, 1.0f);
                    /* the lower side is in shade, the left one a little less */
                    bool lower = py - fh > fd_ - px;
                    float side = lower ? 0.70f : 0.88f;
                    /* a dark outline along the outer edge of the sides */
                    float edge = SDL_clamp(1.0f + best, 0.0f, 1.0f);
                    side *= 1.0f - 0.45f * edge;
                    rgb = rgb_scaled((float)(rgb >> 16 & 255), (float)(rgb >> 8 & 255), (float)(rgb & 255), side);
                    c = blend_over(c, rgb, cover);
                }
            }
            /* top face with a soft light from the top left and a rounded bevel */
            float fd = tile_body_rrect_dist(px, py, fd_, 0.0f, fw, fh, r);
            float fc = SDL_clamp(0.5f - fd, 0.0f, 1.0f);
            if (fc > 0) {
                float gx = (px - fd_) / fw, gy = py / fh;
                float lit = 1.0f - 0.06f * (gx + gy);
                float in = -fd; /* pixels inside the border */
                if (in < bevel) {
                    /* the outward normal of the border, numerically */
                    float nx = tile_body_rrect_dist(px + 0.5f, py, fd_, 0, fw, fh, r) - tile_body_rrect_dist(px - 0.5f, py, fd_, 0, fw, fh, r);
                    float ny = tile_body_rrect_dist(px, py + 0.5f, fd_, 0, fw, fh, r) - tile_body_rrect_dist(px, py - 0.5f, fd_, 0, fw, fh, r);
                    float nl = SDL_sqrtf(nx * nx + ny * ny);
                    float facing = nl > 0 ? -(nx + ny) / (nl * 1.4142f) : 0; /* +1 towards the light */
                    float slope = 1.0f - SDL_max(in, 0.0f) / bevel;           /* 1 at the border */
                    lit += slope * (0.13f * facing - 0.03f);
                }
                Uint32 rgb = rgb_scaled(252, 247, 232, lit);
                if (in < 1.0f) /* a hairline where the top meets the sides */
                    rgb = rgb_scaled((float)(rgb >> 16 & 255), (float)(rgb >> 8 & 255), (float)(rgb & 255),
                                     0.78f + 0.22f * SDL_max(in, 0.0f));
                c = blend_over(c, rgb, fc);
            }
            row[x] = c;
        }
    }
}

/* The tight shadow right under the tile's edge, part of the atlas sprite so that
 * a tile drawn anywhere (guide, flying tiles) sits on something. */
void tile_body_contact_shadow(SDL_Surface *s, int w, int h, int d, int so)
{
    float r = w * 0.14f;
    float soft = SDL_max(2.0f, w * 0.06f);
    for (int y = 0; y < s->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < s->w; x++) {
            float dist = tile_body_rrect_dist(x + 0.5f, y + 0.5f, 0, (float)(d + so), (float)(w + d), (float)(h - d), r);
            float a = SDL_clamp(0.5f - dist / soft, 0.0f, 1.0f) * 0.40f;
            row[x] = (Uint32)(a * 255.0f) << 24 | 0x061410;
        }
    }
}

