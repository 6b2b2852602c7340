/** The sides a player photographs: the document's two faces and a selfie. */
export type Capture = 'front' | 'back' | 'selfie';

/**
 * A stand-in photo drawn on a canvas, so the sandbox flow runs with no camera and no files: an ID card
 * with the player's name for the document, a face for the selfie. JPEG data URL.
 */
export function samplePhoto(capture: Capture, name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 200;
  const g = canvas.getContext('2d');
  if (!g) return '';
  g.fillStyle = capture === 'selfie' ? '#1f3347' : '#dfe8f1';
  g.fillRect(0, 0, 320, 200);
  if (capture === 'selfie') {
    g.fillStyle = '#f2c9a0';
    g.beginPath();
    g.arc(160, 90, 48, 0, Math.PI * 2);
    g.fill();
    g.fillRect(100, 150, 120, 50);
    g.fillStyle = '#16263a';
    g.fillRect(138, 78, 10, 8);
    g.fillRect(172, 78, 10, 8);
  } else {
    g.fillStyle = '#16263a';
    g.fillRect(0, 0, 320, 36);
    g.fillStyle = '#eef3f8';
    g.font = 'bold 16px sans-serif';
    g.fillText(capture === 'front' ? 'DRIVER LICENSE' : 'BARCODE SIDE', 14, 24);
    g.fillStyle = '#16263a';
    if (capture === 'front') {
      g.fillRect(16, 52, 80, 100);
      g.font = '14px sans-serif';
      g.fillText(name.toUpperCase().slice(0, 24), 112, 72);
      g.fillText('SAMPLE DOCUMENT', 112, 96);
    } else {
      for (let x = 20; x < 300; x += 6) g.fillRect(x, 80, (x * 7) % 4 === 0 ? 4 : 2, 70);
    }
  }
  return canvas.toDataURL('image/jpeg', 0.7);
}

/** A photo the player picked from their device, as a data URL. */
export function readPickedPhoto(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
