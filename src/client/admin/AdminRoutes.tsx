import { Navigate, Route, Routes } from 'react-router-dom';
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
import FilesScreen from './files/FilesScreen';
import SettingsScreen from './settings/SettingsScreen';
import BlogListScreen from './blog/BlogListScreen';
import BlogEditScreen from './blog/BlogEditScreen';
import AdministratorsScreen from './administrators/AdministratorsScreen';
import PagesScreen from './pages/PagesScreen';
import PageEditScreen from './pages/PageEditScreen';
import BlocksScreen from './pages/BlocksScreen';
import './admin.css';

/**
 * The routes under /cms, relative to it. Menu entries without a screen yet fall to the catch-all,
 * which shows the admin's not-found (spec §2).
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="auth" element={<AuthLayout />}>
        <Route index element={<LoginScreen />} />
        <Route path="password" element={<PasswordEmailScreen />} />
        <Route path="reset/:token" element={<PasswordResetScreen />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<Navigate to="products" replace />} />
        <Route path="dashboard" element={<DashboardScreen />} />
        <Route path="products" element={<ProductsScreen />} />
        <Route path="products/:id" element={<ProductEditScreen />} />
        <Route path="categories" element={<CategoriesScreen />} />
        <Route path="categories/:id" element={<CategoriesScreen />} />
        <Route path="brands" element={<BrandsScreen />} />
        <Route path="brands/:id" element={<BrandEditScreen />} />
        <Route path="banners" element={<BannersScreen />} />
        <Route path="groups" element={<GroupsScreen />} />
        <Route path="groups/:id" element={<GroupEditScreen />} />
        <Route path="orders" element={<OrdersScreen />} />
        <Route path="orders/:id" element={<OrderDetailScreen />} />
        <Route path="promo-codes" element={<PromoCodesScreen />} />
        <Route path="order-settings" element={<OrderSettingsScreen />} />
        <Route path="order-countries" element={<OrderCountriesScreen />} />
        <Route path="order-calendar" element={<OrderCalendarScreen />} />
        <Route path="pages" element={<PagesScreen />} />
        <Route path="pages/:id" element={<PageEditScreen />} />
        <Route path="blocks" element={<BlocksScreen />} />
        <Route path="live" element={<LiveVisitorsScreen />} />
        <Route path="users" element={<UsersScreen />} />
        <Route path="newsletter" element={<NewsletterScreen />} />
        <Route path="category-stats" element={<CategoryStatsScreen />} />
        <Route path="brand-stats" element={<BrandStatsScreen />} />
        <Route path="banner-stats" element={<BannerStatsScreen />} />
        <Route path="search-insight" element={<SearchInsightScreen />} />
        <Route path="files" element={<FilesScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="blog" element={<BlogListScreen />} />
        <Route path="blog/:id" element={<BlogEditScreen />} />
        <Route path="administrators" element={<AdministratorsScreen />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
