"""Drawing a laid-out graph (viz_layout) as SVG, always, and as PNG where Pillow is installed.

Boxes are sized for their text in a monospace font (what Graphviz's picture of make_dot uses too),
so a label's width is its longest line's length in characters. Edges are cubic curves through their
dummy points, leaving and entering boxes vertically, with Graphviz's arrowheads and styles (solid,
dotted; `dir=none` draws no arrowhead). Colours are Graphviz's names, so one description feeds both
this drawing and Graphviz.
"""
import io
from xml.sax.saxutils import escape

from .viz_layout import layout

FONT_SIZE = 12          # px
CHAR_WIDTH = 0.6 * FONT_SIZE
LINE_HEIGHT = 15
PAD_X, PAD_Y = 8, 5
MARGIN = 8
ARROW = 8

COLOURS = {"lightgrey": "#d3d3d3", "lightblue": "#add8e6", "orange": "#ffa500", "darkolivegreen1": "#caff70",
           "darkolivegreen3": "#a2cd5a", "white": "#ffffff", "black": "#000000"}


class Drawing:
    """A graph ready to draw: nodes {id: (lines, fill colour)}, edges [(a, b, style, arrow)], laid out."""

    def __init__(self, nodes, edges):
        self.nodes, self.edges = nodes, edges
        sizes = {n: _box(lines) for n, (lines, _) in nodes.items()}
        self.sizes = sizes
        self.layout = layout(sizes, [(a, b) for a, b, _, _ in edges])
        self.width = self.layout.width + 2 * MARGIN
        self.height = self.layout.height + 2 * MARGIN

    def box(self, n):
        """(left, top, right, bottom) of a node's box."""
        x, y = self.layout.nodes[n]
        w, h = self.sizes[n]
        return x - w / 2 + MARGIN, y - h / 2 + MARGIN, x + w / 2 + MARGIN, y + h / 2 + MARGIN

    def curves(self):
        """Per edge: (cubic segments [(p0, c1, c2, p3)], style, arrow). The edges leaving (entering) a box
        are spread over the middle of its bottom (top) side, in the order of where they go (come from),
        so that they do not all meet in one point."""
        ends = self._ports()
        for i, ((_, _, style, arrow), points) in enumerate(zip(self.edges, self.layout.points)):
            points = [(x + MARGIN, y + MARGIN) for x, y in points]
            points[0] = (ends[i, 0], points[0][1])
            points[-1] = (ends[i, 1], points[-1][1])
            if arrow:   # the line stops where the arrowhead starts
                (x0, y0), (x1, y1) = points[-2], points[-1]
                points[-1] = (x1, y1 - ARROW if y1 >= y0 else y1 + ARROW)
            segments = []
            for (x0, y0), (x1, y1) in zip(points, points[1:]):
                dy = (y1 - y0) / 2
                segments.append(((x0, y0), (x0, y0 + dy), (x1, y1 - dy), (x1, y1)))
            yield segments, style, arrow


    def _ports(self):
        """(edge index, 0 or 1) -> the x where the edge leaves its source (0) or enters its target (1)."""
        leaving, entering = {}, {}
        for i, ((a, b, _, _), points) in enumerate(zip(self.edges, self.layout.points)):
            leaving.setdefault(a, []).append((points[1][0], i))
            entering.setdefault(b, []).append((points[-2][0], i))
        ports = {}
        for side, groups in ((0, leaving), (1, entering)):
            for n, group in groups.items():
                x, _ = self.layout.nodes[n]
                span = self.sizes[n][0] * 0.6
                group.sort()
                for k, (_, i) in enumerate(group):
                    offset = (k - (len(group) - 1) / 2) * min(span / max(len(group) - 1, 1), 14)
                    ports[i, side] = x + offset + MARGIN
        return ports


def _box(lines):
    longest = max((len(line) for line in lines), default=0)
    return longest * CHAR_WIDTH + 2 * PAD_X, max(len(lines), 1) * LINE_HEIGHT + 2 * PAD_Y


def _arrowhead(segment):
    """The triangle at the end of a curve: tip ARROW beyond the curve's end, along its last tangent."""
    (_, _), (_, _), (cx, cy), (x, y) = segment
    dx, dy = x - cx, y - cy
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    tip = (x + ux * ARROW, y + uy * ARROW)
    side = (-uy * ARROW * 0.45, ux * ARROW * 0.45)
    return [tip, (x + side[0], y + side[1]), (x - side[0], y - side[1])]


def to_svg(drawing, title="backward graph"):
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{drawing.width:.0f}" height="{drawing.height:.0f}" '
           f'viewBox="0 0 {drawing.width:.1f} {drawing.height:.1f}">',
           f"<title>{escape(title)}</title>",
           '<rect width="100%" height="100%" fill="white"/>',
           f'<g font-family="monospace" font-size="{FONT_SIZE}" text-anchor="middle">']
    for segments, style, arrow in drawing.curves():
        d = f"M{segments[0][0][0]:.1f},{segments[0][0][1]:.1f}" + "".join(
            f" C{c1[0]:.1f},{c1[1]:.1f} {c2[0]:.1f},{c2[1]:.1f} {p[0]:.1f},{p[1]:.1f}" for _, c1, c2, p in segments)
        dash = {"dotted": ' stroke-dasharray="1,3"', "dashed": ' stroke-dasharray="5,3"'}.get(style, "")
        out.append(f'<path d="{d}" fill="none" stroke="black"{dash}/>')
        if arrow:
            tip = " ".join(f"{x:.1f},{y:.1f}" for x, y in _arrowhead(segments[-1]))
            out.append(f'<polygon points="{tip}" fill="black" stroke="black"/>')
    for n, (lines, fill) in drawing.nodes.items():
        left, top, right, bottom = drawing.box(n)
        out.append(f'<rect x="{left:.1f}" y="{top:.1f}" width="{right - left:.1f}" height="{bottom - top:.1f}" '
                   f'fill="{COLOURS.get(fill, fill)}" stroke="black"/>')
        centre = (left + right) / 2
        first = top + PAD_Y + LINE_HEIGHT * 0.75
        for i, line in enumerate(lines):
            out.append(f'<text x="{centre:.1f}" y="{first + i * LINE_HEIGHT:.1f}" xml:space="preserve">'
                       f"{escape(line)}</text>")
    out.append("</g></svg>")
    return "\n".join(out) + "\n"


def png_available():
    try:
        import PIL.ImageDraw  # noqa: F401
    except ImportError:
        return False
    return True


def to_png(drawing, scale=2):
    """PNG bytes drawn with Pillow (raises ImportError without it)."""
    from PIL import Image, ImageDraw
    image = Image.new("RGB", (int(drawing.width * scale) + 1, int(drawing.height * scale) + 1), "white")
    draw = ImageDraw.Draw(image)
    font = _font(FONT_SIZE * scale)
    for segments, style, arrow in drawing.curves():
        points = [(x * scale, y * scale) for segment in segments for x, y in _bezier(segment)]
        if style in ("dotted", "dashed"):
            on, off = (1.5 * scale, 3 * scale) if style == "dotted" else (5 * scale, 3 * scale)
            for a, b in _dashes(points, on, off):
                draw.line([a, b], fill="black", width=max(1, scale // 2))
        else:
            draw.line(points, fill="black", width=max(1, scale // 2))
        if arrow:
            draw.polygon([(x * scale, y * scale) for x, y in _arrowhead(segments[-1])], fill="black")
    for n, (lines, fill) in drawing.nodes.items():
        left, top, right, bottom = (v * scale for v in drawing.box(n))
        draw.rectangle([left, top, right, bottom], fill=COLOURS.get(fill, fill), outline="black",
                       width=max(1, scale // 2))
        for i, line in enumerate(lines):
            y = top + (PAD_Y + LINE_HEIGHT * (i + 0.5)) * scale
            draw.text(((left + right) / 2, y), line, fill="black", font=font, anchor="mm")
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def _bezier(segment, steps=12):
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = segment
    for i in range(steps + 1):
        t = i / steps
        a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
        yield a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3


def _dashes(points, on, off):
    """Short segments along a polyline: on, off, on, ..."""
    drawing, left, start = True, on, points[0]
    for end in points[1:]:
        (x0, y0), (x1, y1) = start, end
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        at = 0.0
        while length - at > left:
            at += left
            point = (x0 + (x1 - x0) * at / length, y0 + (y1 - y0) * at / length)
            if drawing:
                yield start, point
            start, drawing, left = point, not drawing, off if drawing else on
        if drawing:
            yield start, end
        left -= length - at
        start = end


def _font(size):
    """A monospace TrueType font if one is found (the system's DejaVu, or matplotlib's copy), else
    Pillow's own scalable default."""
    from PIL import ImageFont
    candidates = ["DejaVuSansMono.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"]
    try:
        import matplotlib
        candidates.append(f"{matplotlib.get_data_path()}/fonts/ttf/DejaVuSansMono.ttf")
    except ImportError:
        pass
    for candidate in candidates:
        try:
            return ImageFont.truetype(candidate, size)
        except OSError:
            continue
    try:
        return ImageFont.load_default(size)
    except TypeError:   # Pillow before 10.1: a fixed bitmap font
        return ImageFont.load_default()
