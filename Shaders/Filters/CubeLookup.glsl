// @name CubeLookup
// @kind filter
// @alpha straight
// @inputs input, cube
// @summary Recolours through a 3D lookup table from a .cube file (cube=FILE.cube), interpolated trilinearly.
// @param int size = 2 [2, 256] Points along each axis of the table; set with the table, from its LUT_3D_SIZE.
// @param vec3 domainMin = 0,0,0 The input colour that maps to the table's first point (DOMAIN_MIN).
// @param vec3 domainMax = 1,1,1 The input colour that maps to the table's last point (DOMAIN_MAX).
// @param float intensity = 1 [0, 1] How much of the looked-up colour replaces the original.

// The table arrives as size×size tiles (`LookupTable(cubeFile:)`), one per blue slice, left to
// right then top to bottom in the smallest square grid that holds them; red runs across a tile
// and green down it. Hardware bilinear filtering interpolates red and green inside one tile
// (the read stays half a texel inside it, so never reaches the next); two tiles are mixed for blue.
vec4 cubeTile(float slice, vec2 redGreen, float n, float columns, vec2 texels) {
    vec2 tile = vec2(slice - floor(slice / columns) * columns, floor(slice / columns));
    vec2 fromTop = tile * n + redGreen * (n - 1.0) + 0.5;
    return getCubeColorLinear(vec2(fromTop.x / texels.x, 1.0 - fromTop.y / texels.y));
}

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    float n = float(size);
    // ceil(sqrt(n)) without trusting sqrt to be exact on perfect squares.
    float columns = floor(sqrt(n) + 0.5);
    columns += columns * columns < n ? 1.0 : 0.0;
    vec2 texels = vec2(columns, ceil(n / columns)) * n;
    vec3 point = clamp((color.rgb - domainMin) / max(domainMax - domainMin, vec3(1e-6)), 0.0, 1.0);
    float blue = point.b * (n - 1.0);
    float lower = floor(blue);
    vec4 low = cubeTile(lower, point.rg, n, columns, texels);
    vec4 high = cubeTile(min(lower + 1.0, n - 1.0), point.rg, n, columns, texels);
    vec4 looked = mix(low, high, blue - lower);
    return mix(color, vec4(looked.rgb, color.a), intensity);
}
