// Author: gre
// License: MIT
uniform float smoothness; // = 0.3
uniform vec2 center; // = vec2(0.5, 0.5)
uniform bool opening; // = true
const float SQRT_2 = 1.414213562373;

vec4 transition (vec2 uv) {
  float x = opening ? progress : 1.-progress;
  float m = smoothstep(-smoothness, 0.0, SQRT_2*distance(center, uv) - x*(1.+smoothness));
  return mix(getFromColor(uv), getToColor(uv), opening ? 1.-m : m);
}
