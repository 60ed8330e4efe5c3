import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { FormattedMessage, useIntl } from 'react-intl';
import 'react-easy-crop/react-easy-crop.css';
import { squareCrop } from '../../../lib/picture-file';
import styles from './profile-editor.module.css';

export type SquareCrop = ReturnType<typeof squareCrop>;

export interface PictureCropperProps {
  src: string;
  onCrop: (crop: SquareCrop | null) => void;
  onUnreadable: () => void;
}

/** A square crop preview: drag (or arrow keys) to move, the slider to zoom; round, as avatars show it. */
export function PictureCropper({ src, onCrop, onUnreadable }: PictureCropperProps) {
  const intl = useIntl();
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const complete = (_: Area, pixels: Area) => natural && onCrop(squareCrop(pixels, natural));
  return (
    <div className={styles.cropper}>
      <div className={styles.cropArea}>
        <Cropper
          image={src}
          crop={position}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={complete}
          onMediaLoaded={(size) => setNatural({ width: size.naturalWidth, height: size.naturalHeight })}
          mediaProps={{ alt: intl.formatMessage({ id: 'provider.picture.new-alt', defaultMessage: 'Your new picture' }), onError: onUnreadable }}
        />
      </div>
      <label className={styles.zoom}>
        <FormattedMessage id="provider.picture.zoom" defaultMessage="Zoom" />
        <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
      </label>
    </div>
  );
}
