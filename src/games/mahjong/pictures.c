/* Mahjong's pictures: the help's (which tiles are free, what matches what)
 * and the title card's pyramid, drawn with the tileset's own tiles. */
#include "games/mahjong/view.h"

#include "core/i18n.h"
#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/tiles.h"

static void caption(App *app, const char *text, int cx, int y, SDL_Color c)
{
    text_draw(app, FONT_SMALL, text, cx, y, c, ALIGN_CENTER);
}

/* Page 0: free, blocked on both sides, covered. Page 1: what matches what. */
bool mahjong_help_picture(App *app, int page, const SDL_Rect *box)
{
    if (page < 0 || page > 1)
        return false;
    if (!box || tiles_face_w() <= 0)
        return box == NULL;
    SDL_Color white = {255, 255, 255, 255}, good = {170, 240, 190, 255}, bad = {255, 150, 140, 255};
    int th = text_height(FONT_BODY), small = text_height(FONT_SMALL);
    if (page == 0) {
        float tw = SDL_min(box->w / 9.0f, (box->h - small * 3) / (1.6f * TILES_ASPECT));
        float sc = tw / (float)tiles_face_w();
        int w = (int)tw, h = (int)(tw * TILES_ASPECT), d = (int)(tiles_depth() * sc);
        int y = box->y + (box->h - h - small * 2) / 2 + d;
        /* a row of three: the ends are free, the middle is blocked on both sides */
        int x = box->x + w / 2;
        tiles_draw(app, 4, x, y, good, 255, sc);
        tiles_draw(app, 13, x + w, y, bad, 255, sc);
        tiles_draw(app, 22, x + 2 * w, y, good, 255, sc);
        /* TRANSLATORS: Mahjong's help picture: a "free" tile is one that may be removed */
        caption(app, C_("tile", "free"), x + w / 2, y + h + d + small / 3, COLOR_GOOD);
        caption(app, _("blocked on both sides"), x + w + w / 2, y + h + d + small * 4 / 3, COLOR_WARN);
        caption(app, C_("tile", "free"), x + 2 * w + w / 2, y + h + d + small / 3, COLOR_GOOD);
        /* a tile with another lying on it: covered */
        x = box->x + box->w / 2;
        tiles_draw(app, 9, x, y, bad, 255, sc);
        tiles_draw(app, 9, x + w, y, good, 255, sc);
        tiles_draw(app, 27, x - d, y - d, white, 255, sc);
        /* TRANSLATORS: Mahjong's help picture: a tile with another on top of it */
        caption(app, C_("tile", "covered"), x + w / 2, y + h + d + small / 3, COLOR_WARN);
        caption(app, _("free: one side open"), x + w + w / 2, y + h + d + small * 4 / 3, COLOR_GOOD);
        /* a lone tile at the end of a row */
        x = box->x + box->w - w * 2;
        tiles_draw(app, 31, x, y, good, 255, sc);
        caption(app, C_("tile", "free"), x + w / 2, y + h + d + small / 3, COLOR_GOOD);
        return true;
    }
    /* identical tiles; any flower with any flower; any season with any season */
    float tw = SDL_min(box->w / 14.0f, (box->h - small * 4) / TILES_ASPECT);
    float sc = tw / (float)tiles_face_w();
    int w = (int)tw, h = (int)(tw * TILES_ASPECT);
    int y = box->y + (box->h - h + small * 2) / 2, ly = y - small * 3 / 2;
    int x = box->x + (box->w - w * 13) / 2 + th;
    text_draw(app, FONT_SMALL, _("identical tiles"), x + w, ly, COLOR_ACCENT, ALIGN_CENTER);
    tiles_draw(app, 0, x, y, white, 255, sc);
    tiles_draw(app, 0, x + w, y, white, 255, sc);
    x += w * 3;
    for (int g = 0; g < 2; g++) {
        char label[64];
        /* TRANSLATORS: %s is a tileset's group of four ("flowers"): any of them matches any other */
        snprintf(label, sizeof label, _("%s: any with any"), tiles_group_name(g));
        text_draw(app, FONT_SMALL, label, x + w * 2, ly, COLOR_ACCENT, ALIGN_CENTER);
        for (int k = 0; k < 4; k++)
            tiles_draw(app, 34 + g * 4 + k, x + k * w, y, white, 255, sc);
        x += w * 5;
    }
    return true;
}

/* The title card: a small pyramid of tiles, three layers. */
void mahjong_thumbnail(App *app, SDL_Rect box)
{
    if (tiles_face_w() <= 0)
        return;
    static const int faces[] = {27, 9, 18, 31, 4, 13, 22, 0, 33, 5, 14, 23, 29, 28};
    float tw = SDL_min(box.w / 5.8f, box.h / (3.6f * TILES_ASPECT));
    float sc = tw / (float)tiles_face_w();
    int w = (int)tw, h = (int)(tw * TILES_ASPECT), d = (int)(tiles_depth() * sc);
    /* tiles_draw scales about the centre of the full-size sprite: shift each
     * tile so that the scaled one lands where it is meant to */
    int fd = tiles_depth(), so = SDL_max(1, fd / 2);
    int sw = tiles_face_w() + fd + so, sh = tiles_face_h() + fd + so;
    int fix_x = (int)((fd + so) * (1 - sc) - sw * (1 - sc) / 2), fix_y = (int)(-sh * (1 - sc) / 2);
    int k = 0;
    for (int z = 0; z < 3; z++) {
        int cols = 5 - 2 * z, rows = 3 - z;
        int ox = box.x + (box.w - cols * w) / 2 - z * d, oy = box.y + (box.h - rows * h) / 2 - z * d;
        for (int y = 0; y < rows; y++)
            for (int x = 0; x < cols && rows > 0; x++)
                tiles_draw(app, faces[k++ % (int)SDL_arraysize(faces)], ox + x * w + fix_x, oy + y * h + fix_y,
                           (SDL_Color){255, 255, 255, 255}, 255, sc);
    }
}
