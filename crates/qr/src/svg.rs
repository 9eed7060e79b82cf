//! SVG rendering: one path of unit squares merged into horizontal runs, plus the quiet zone.

use std::fmt::Write;

use crate::error::decimal;
use crate::options::invalid;
use crate::{QrCode, QrError};

/// How to draw a symbol as SVG.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SvgOptions {
    /// Quiet zone width in modules; §6.3.8 asks for at least 4.
    pub margin: usize,
    /// Pixels per module for the `width` and `height` attributes.
    pub scale: usize,
}

impl Default for SvgOptions {
    fn default() -> Self {
        SvgOptions {
            margin: 4,
            scale: 4,
        }
    }
}

/// Bounds that keep the rendered numbers small and the document size sane.
const MAX_MARGIN: usize = 1000;
const MAX_SCALE: usize = 1000;

impl SvgOptions {
    fn validate(&self) -> Result<(), QrError> {
        if self.margin > MAX_MARGIN {
            return Err(invalid(
                "margin",
                decimal(self.margin),
                "an integer from 0 to 1000",
            ));
        }
        if !(1..=MAX_SCALE).contains(&self.scale) {
            return Err(invalid(
                "scale",
                decimal(self.scale),
                "an integer from 1 to 1000",
            ));
        }
        Ok(())
    }
}

impl QrCode {
    /// An SVG document of the symbol: a white background and one black path, in module units
    /// through the `viewBox`, so that it scales without seams.
    pub fn to_svg(&self, options: &SvgOptions) -> Result<String, QrError> {
        options.validate()?;
        let side = self.size() + 2 * options.margin;
        let pixels = side * options.scale;
        let mut svg = String::with_capacity(200 + self.size() * self.size() * 3);
        let _ = write!(
            svg,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{pixels}\" height=\"{pixels}\" \
             viewBox=\"0 0 {side} {side}\" shape-rendering=\"crispEdges\">\
             <path fill=\"#fff\" d=\"M0 0h{side}v{side}H0z\"/><path fill=\"#000\" d=\""
        );
        for y in 0..self.size() {
            let mut x = 0;
            while x < self.size() {
                if !self.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < self.size() && self.is_dark(x, y) {
                    x += 1;
                }
                let (px, py) = (start + options.margin, y + options.margin);
                let _ = write!(svg, "M{px} {py}h{}v1h-{}z", x - start, x - start);
            }
        }
        svg.push_str("\"/></svg>\n");
        Ok(svg)
    }
}
