//! Rasterising an SVG document to PNG with `resvg`, with no browser and no system font: the
//! one font it knows is compiled in (assets/fonts/), so a PNG is the same on every machine.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{Options, Tree};

/// The font every text is drawn in (DejaVu Sans Bold cut down to Latin and Cyrillic).
const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold-subset.ttf");
/// Its family name, also the family that `sans-serif` and unknown families resolve to.
const FONT_FAMILY: &str = "DejaVu Sans";

/// The picture `svg` draws, as RGBA pixels of its own size.
pub fn rasterize(svg: &str) -> Result<Pixmap, String> {
    let mut options = Options {
        font_family: FONT_FAMILY.to_string(),
        ..Options::default()
    };
    let fonts = options.fontdb_mut();
    fonts.load_font_data(FONT.to_vec());
    fonts.set_sans_serif_family(FONT_FAMILY);
    let tree = Tree::from_str(svg, &options).map_err(|e| format!("cannot read the SVG: {e}"))?;
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height())
        .ok_or_else(|| "the picture has no area".to_string())?;
    resvg::render(&tree, Transform::default(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// The PNG file of the picture `svg` draws.
pub fn png(svg: &str) -> Result<Vec<u8>, String> {
    rasterize(svg)?
        .encode_png()
        .map_err(|e| format!("cannot encode the PNG: {e}"))
}
