//! Hit testing: which point a pointer position designates.

use super::geometry::{Geometry, Xy};
use tobit_rules::Point;

/// How far from a point's centre a pointer still designates it, in gaps between points.
pub const HIT_RADIUS_GAPS: f64 = 0.45;

/// The point nearest to `xy` (CSS pixels in the board box) if it lies within
/// [`HIT_RADIUS_GAPS`] of its centre; `None` between points or off the board.
pub fn point_at(geometry: &Geometry, xy: Xy) -> Option<Point> {
    let radius = geometry.gap() * HIT_RADIUS_GAPS;
    if radius <= 0.0 || !xy.x.is_finite() || !xy.y.is_finite() {
        return None;
    }
    Point::all()
        .map(|p| (p, geometry.center(p).distance(xy)))
        .filter(|&(_, d)| d <= radius)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(p, _)| p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tobit_rules::Color;

    #[test]
    fn every_centre_hits_its_own_point_in_both_orientations() {
        for side in [Color::White, Color::Black] {
            let g = Geometry::new(613.0, 517.0, side);
            for p in Point::all() {
                assert_eq!(point_at(&g, g.center(p)), Some(p));
                let near = Xy {
                    x: g.center(p).x + g.gap() * 0.3,
                    y: g.center(p).y - g.gap() * 0.2,
                };
                assert_eq!(point_at(&g, near), Some(p));
            }
        }
    }

    #[test]
    fn between_points_and_outside_the_board_nothing_is_hit() {
        let g = Geometry::new(600.0, 500.0, Color::White);
        let (a, b) = (
            g.center(Point::new(7).unwrap()),
            g.center(Point::new(15).unwrap()),
        );
        assert_eq!(point_at(&g, a.lerp(b, 0.5)), None);
        assert_eq!(point_at(&g, Xy { x: -50.0, y: 10.0 }), None);
        assert_eq!(
            point_at(
                &g,
                Xy {
                    x: f64::NAN,
                    y: 10.0
                }
            ),
            None
        );
        let corner = g.cell_center(0.0, 0.0);
        assert_eq!(point_at(&g, corner), None);
    }

    #[test]
    fn flipped_board_maps_the_same_pixel_to_the_mirrored_point() {
        let w = Geometry::new(600.0, 500.0, Color::White);
        let b = Geometry::new(600.0, 500.0, Color::Black);
        let xy = w.center(Point::new(1).unwrap());
        assert_eq!(point_at(&b, xy), Point::new(38));
    }

    #[test]
    fn an_empty_box_hits_nothing() {
        let g = Geometry::new(0.0, 0.0, Color::White);
        assert_eq!(point_at(&g, Xy { x: 0.0, y: 0.0 }), None);
    }
}
