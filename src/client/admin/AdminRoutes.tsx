import { Navigate, Route, Switch } from '../lib/navigation';
import { ADMIN_BASE, adminPath } from './admin-paths';
import LoginScreen from './auth/LoginScreen';
import PasswordEmailScreen from './auth/PasswordEmailScreen';
import PasswordResetScreen from './auth/PasswordResetScreen';
import { AuthLayout } from './auth/AuthLayout';
import DashboardScreen from './dashboard/DashboardScreen';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotFound } from './layout/AdminNotFound';
import { RequireAdmin } from './layout/RequireAdmin';
import ProductEditScreen from './products/ProductEditScreen';
import ProductsScreen from './products/ProductsScreen';
import ProductVariantsScreen from './products/variants/ProductVariantsScreen';
import CategoriesScreen from './categories/CategoriesScreen';
import BrandEditScreen from './brands/BrandEditScreen';
import BrandsScreen from './brands/BrandsScreen';
import BannersScreen from './banners/BannersScreen';
import GroupEditScreen from './groups/GroupEditScreen';
import GroupsScreen from './groups/GroupsScreen';
import OrderDetailScreen from './orders/OrderDetailScreen';
import OrderCalendarScreen from './orders/OrderCalendarScreen';
import OrderCountriesScreen from './orders/OrderCountriesScreen';
import OrderSettingsScreen from './orders/OrderSettingsScreen';
import OrdersScreen from './orders/OrdersScreen';
import PromoCodesScreen from './orders/PromoCodesScreen';
import LiveVisitorsScreen from './live/LiveVisitorsScreen';
import UsersScreen from './users/UsersScreen';
import NewsletterScreen from './newsletter/NewsletterScreen';
import CategoryStatsScreen from './stats/CategoryStatsScreen';
import BrandStatsScreen from './stats/BrandStatsScreen';
import BannerStatsScreen from './stats/BannerStatsScreen';
import SearchInsightScreen from './search-insight/SearchInsightScreen';
import CatalogImportScreen from './catalog-import/CatalogImportScreen';
import FilesScreen from './files/FilesScreen';
import SettingsScreen from './settings/SettingsScreen';
import CyrillicScreen from './cyrillic/CyrillicScreen';
import BlogListScreen from './blog/BlogListScreen';
import BlogEditScreen from './blog/BlogEditScreen';
import AdministratorsScreen from './administrators/AdministratorsScreen';
import PagesScreen from './pages/PagesScreen';
import PageEditScreen from './pages/PageEditScreen';
import BlocksScreen from './pages/BlocksScreen';
import './admin.css';

/**
 * The routes under /cms. Menu entries without a screen yet fall to the catch-all, which shows the
 * admin's not-found (spec §2).
 */
export function AdminRoutes() {
  return (
    <Switch>
      <Route path={adminPath('auth/*')}>
        <AuthLayout>
          <Switch>
            <Route path={adminPath('auth')}>
              <LoginScreen />
            </Route>
            <Route path={adminPath('auth/password')}>
              <PasswordEmailScreen />
            </Route>
            <Route path={adminPath('auth/reset/:token')}>
              <PasswordResetScreen />
            </Route>
            <Route>
              <AdminNotFound />
            </Route>
          </Switch>
        </AuthLayout>
      </Route>
      <Route>
        <RequireAdmin>
          <AdminLayout>
            <Switch>
              <Route path={ADMIN_BASE}>
                <Navigate to={adminPath('products')} replace />
              </Route>
              <Route path={adminPath('dashboard')}>
                <DashboardScreen />
              </Route>
              <Route path={adminPath('products')}>
                <ProductsScreen />
              </Route>
              <Route path={adminPath('products/:id')}>
                <ProductEditScreen />
              </Route>
              <Route path={adminPath('products/:id/variants')}>
                <ProductVariantsScreen />
              </Route>
              <Route path={adminPath('categories')}>
                <CategoriesScreen />
              </Route>
              <Route path={adminPath('categories/:id')}>
                <CategoriesScreen />
              </Route>
              <Route path={adminPath('brands')}>
                <BrandsScreen />
              </Route>
              <Route path={adminPath('brands/:id')}>
                <BrandEditScreen />
              </Route>
              <Route path={adminPath('banners')}>
                <BannersScreen />
              </Route>
              <Route path={adminPath('groups')}>
                <GroupsScreen />
              </Route>
              <Route path={adminPath('groups/:id')}>
                <GroupEditScreen />
              </Route>
              <Route path={adminPath('orders')}>
                <OrdersScreen />
              </Route>
              <Route path={adminPath('orders/:id')}>
                <OrderDetailScreen />
              </Route>
              <Route path={adminPath('promo-codes')}>
                <PromoCodesScreen />
              </Route>
              <Route path={adminPath('order-settings')}>
                <OrderSettingsScreen />
              </Route>
              <Route path={adminPath('order-countries')}>
                <OrderCountriesScreen />
              </Route>
              <Route path={adminPath('order-calendar')}>
                <OrderCalendarScreen />
              </Route>
              <Route path={adminPath('pages')}>
                <PagesScreen />
              </Route>
              <Route path={adminPath('pages/:id')}>
                <PageEditScreen />
              </Route>
              <Route path={adminPath('blocks')}>
                <BlocksScreen />
              </Route>
              <Route path={adminPath('live')}>
                <LiveVisitorsScreen />
              </Route>
              <Route path={adminPath('users')}>
                <UsersScreen />
              </Route>
              <Route path={adminPath('newsletter')}>
                <NewsletterScreen />
              </Route>
              <Route path={adminPath('category-stats')}>
                <CategoryStatsScreen />
              </Route>
              <Route path={adminPath('brand-stats')}>
                <BrandStatsScreen />
              </Route>
              <Route path={adminPath('banner-stats')}>
                <BannerStatsScreen />
              </Route>
              <Route path={adminPath('search-insight')}>
                <SearchInsightScreen />
              </Route>
              <Route path={adminPath('catalog-import')}>
                <CatalogImportScreen />
              </Route>
              <Route path={adminPath('files')}>
                <FilesScreen />
              </Route>
              <Route path={adminPath('settings')}>
                <SettingsScreen />
              </Route>
              <Route path={adminPath('cyrillic')}>
                <CyrillicScreen />
              </Route>
              <Route path={adminPath('blog')}>
                <BlogListScreen />
              </Route>
              <Route path={adminPath('blog/:id')}>
                <BlogEditScreen />
              </Route>
              <Route path={adminPath('administrators')}>
                <AdministratorsScreen />
              </Route>
              <Route>
                <AdminNotFound />
              </Route>
            </Switch>
          </AdminLayout>
        </RequireAdmin>
      </Route>
    </Switch>
  );
}
