/**
 * A catalogue picture as a listing sends it: our generated product pictures are WebP, which store platforms
 * and spec 5.1 do not take, so their JPEG rendition (same name, .jpg, served by /media) is used; paths on
 * our own server become absolute, since the platform fetches them.
 */
export function listingImageUrl(url: string, publicUrl: string): string {
  const jpeg = /^\/media\/garments\/[^/]+\.webp$/.test(url) ? `${url.slice(0, -5)}.jpg` : url;
  return jpeg.startsWith('/') ? `${publicUrl.replace(/\/$/, '')}${jpeg}` : jpeg;
}
