import { loadConfig } from '../src/config';
import { MediaStore } from '../src/media/mediaStore';

describe('images provider', () => {
  it('points image URLs at this API by default', () => {
    const config = loadConfig({ PUBLIC_API_URL: 'https://api.example.in/' });
    const media = new MediaStore(config.mediaDir, config.imageUrlEndpoint);
    expect(media.urlFor({ fileId: 'a', path: 'products/a b.jpg' })).toBe(
      'https://api.example.in/media/products/a%20b.jpg',
    );
  });

  it('points the same paths at the ImageKit CDN when configured', () => {
    const config = loadConfig({
      IMAGES_PROVIDER: 'imagekit',
      IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/elegance/',
      IMAGEKIT_PUBLIC_KEY: 'public_x',
      IMAGEKIT_PRIVATE_KEY: 'private_x',
    });
    expect(config.imagekit.uploadUrl).toBe('https://upload.imagekit.io/api/v1/files/upload');
    const media = new MediaStore(config.mediaDir, config.imageUrlEndpoint);
    expect(media.urlFor({ fileId: 'a', path: 'products/a.jpg' })).toBe(
      'https://ik.imagekit.io/elegance/products/a.jpg',
    );
  });

  it('refuses an unknown provider, or ImageKit without its URL endpoint and keys', () => {
    expect(() => loadConfig({ IMAGES_PROVIDER: 'cloudinary' })).toThrow('IMAGES_PROVIDER must be local or imagekit');
    expect(() => loadConfig({ IMAGES_PROVIDER: 'imagekit' })).toThrow('needs IMAGEKIT_URL_ENDPOINT');
    expect(() =>
      loadConfig({ IMAGES_PROVIDER: 'imagekit', IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/elegance' }),
    ).toThrow('IMAGEKIT_PUBLIC_KEY and IMAGEKIT_PRIVATE_KEY');
  });

  it('refuses the local default admin password in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 's'.repeat(32),
        ADMIN_EMAIL: 'a@b.in',
        ADMIN_PASSWORD: 'elegance-admin-123',
      }),
    ).toThrow('ADMIN_PASSWORD is the local default');
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(32) }).admin).toBeNull();
    expect(loadConfig({}).admin).toEqual({ email: 'admin@elegance.local', password: 'elegance-admin-123' });
  });
});
