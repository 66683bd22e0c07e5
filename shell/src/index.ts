// No async boundary: the shell shares its libraries eagerly (see @store/shared/build), so they
// are initial chunks the page fetches in parallel with this one.
import './bootstrap';
